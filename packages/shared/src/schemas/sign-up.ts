import { z } from 'zod';
import { COUNTRIES } from '../constants/countries.ts';
import { PASSWORD_MAX_LENGTH } from '../constants/limits.ts';
import { GENDERS, HOW_HEARD_OPTIONS, INDUSTRIES, OTHER, SIGN_UP_ROLES } from '../constants/sign-up-options.ts';
import { passwordProblem } from '../rules/password.ts';
import { isSafeReturnPath, RETURN_PATH_MAX_LENGTH } from '../rules/return-path.ts';
import * as en from '../i18n/en/index.ts';
import { FIRST_DAY, isFutureDate, isIsoDate } from '../rules/dates.ts';
import { linkedinUrl } from '../rules/linkedin-url.ts';
import { memberLine } from './text.ts';

/** The Sign Up form's fields, in the order the form shows them, with the names the spec's toast lists. */
export const SIGN_UP_FIELD_LABELS = {
  firstName: en.auth.firstName,
  lastName: en.auth.lastName,
  email: en.auth.email,
  role: 'Role',
  password: en.auth.password,
  dob: en.auth.dob,
  gender: en.auth.gender,
  industry: en.auth.industry,
  howDidYouKnow: 'How did you know about us',
  linkedin: en.auth.linkedin,
  country: en.auth.country,
  phone: en.auth.phone,
} as const;

export type SignUpField = keyof typeof SIGN_UP_FIELD_LABELS;
const REQUIRED = Object.keys(SIGN_UP_FIELD_LABELS) as SignUpField[];

const text = (max: number) => memberLine().trim().max(max, en.validation.tooLong).default('');
const t = en.validation;

/** The fields of the Sign Up form, as text; the route documents its body with it. */
export const signUpFieldsSchema = z.object({
  firstName: text(80),
  lastName: text(80),
  email: text(254),
  role: text(10),
  password: z.string().max(PASSWORD_MAX_LENGTH, t.tooLong).default(''),
  dob: text(10),
  gender: text(10),
  industry: text(60),
  industryOther: text(80),
  howDidYouKnow: text(60),
  howDidYouKnowOther: text(120),
  linkedin: text(300),
  favouriteQuote: text(300),
  country: text(60),
  phone: text(30),
  /** Where to go once the address is confirmed: a page of this site (the booking the visitor started), carried by the mail's link. */
  returnTo: z.string().max(RETURN_PATH_MAX_LENGTH, t.invalidReturnPath).refine(isSafeReturnPath, t.invalidReturnPath).optional(),
});

/**
 * One schema for the form and the route. Checks run in the spec's order, and each issue carries
 * the toast's title as its message and the description in `params.description`.
 */
export const signUpSchema = signUpFieldsSchema
  .superRefine((v, ctx) => {
    const fail = (path: string, message: string, description: string, hint = description) =>
      ctx.addIssue({ code: 'custom', path: [path], message, params: { description, hint } });

    const missing = REQUIRED.filter((f) => v[f] === '');
    if (missing.length > 0) {
      const names = missing.map((f) => SIGN_UP_FIELD_LABELS[f]).join(', ');
      for (const f of missing) fail(f, t.missingRequiredFields, `${t.pleaseFillIn} ${names}`, t.required);
      return;
    }
    if (v.industry === OTHER && v.industryOther === '') {
      fail('industryOther', t.missingIndustry, t.specifyIndustry);
    }
    if (v.howDidYouKnow === OTHER && v.howDidYouKnowOther === '') {
      fail('howDidYouKnowOther', t.missingSpecification, t.specifyHowHeard);
    }
    if (!z.email().safeParse(v.email).success) fail('email', t.invalidEmail, t.invalidEmailHint);
    const weak = passwordProblem(v.password);
    if (weak) fail('password', weak.title, weak.description);
    if (!(SIGN_UP_ROLES as readonly string[]).includes(v.role)) fail('role', t.invalidChoice, t.chooseRole);
    // A birth date after LAST_DAY is in the future, and told so.
    if (!isIsoDate(v.dob) || v.dob < FIRST_DAY) fail('dob', t.invalidDate, t.invalidDateHint);
    else if (isFutureDate(v.dob)) fail('dob', t.futureDob, t.futureDobHint);
    if (!(GENDERS as readonly string[]).includes(v.gender)) fail('gender', t.invalidChoice, t.chooseFromList);
    if (!(INDUSTRIES as readonly string[]).includes(v.industry)) fail('industry', t.invalidChoice, t.chooseFromList);
    if (!(HOW_HEARD_OPTIONS as readonly string[]).includes(v.howDidYouKnow)) {
      fail('howDidYouKnow', t.invalidChoice, t.chooseFromList);
    }
    if (linkedinUrl(v.linkedin) === null) fail('linkedin', t.invalidLinkedin, t.linkedinUrl);
    if (!(COUNTRIES as readonly string[]).includes(v.country)) fail('country', t.invalidCountry, t.chooseCountry);
    if (!/^\+?[0-9 ()-]{6,20}$/.test(v.phone)) fail('phone', t.invalidPhone, t.invalidPhoneHint);
  })
  .transform((v) => ({
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email.toLowerCase(),
    role: v.role as (typeof SIGN_UP_ROLES)[number],
    password: v.password,
    dob: v.dob,
    gender: v.gender as (typeof GENDERS)[number],
    // The custom text replaces Other on submit (SPEC §5).
    industry: v.industry === OTHER ? v.industryOther : v.industry,
    howDidYouKnow: v.howDidYouKnow === OTHER ? v.howDidYouKnowOther : v.howDidYouKnow,
    // Checked above, so never the fallback.
    linkedin: linkedinUrl(v.linkedin) ?? v.linkedin,
    favouriteQuote: v.favouriteQuote === '' ? null : v.favouriteQuote,
    country: v.country,
    phone: v.phone,
    returnTo: v.returnTo ?? null,
  }));

export type SignUpInput = z.input<typeof signUpSchema>;
/** What a sign-up answers, whether or not the address already had an account. */
export const signedUpSchema = z.object({ email: z.string() });
export type SignedUp = z.infer<typeof signedUpSchema>;
export type SignUpData = z.output<typeof signUpSchema>;

type Params = { description?: string; hint?: string };
const paramsOf = (issue: z.core.$ZodIssue | undefined): Params => (issue && 'params' in issue ? (issue.params as Params) : {});

/** The toast for the first problem of a failed parse: the spec's title and description. */
export function firstProblem(error: z.ZodError): { title: string; description: string } {
  const issue = error.issues[0];
  return { title: issue?.message ?? t.invalidInput, description: paramsOf(issue).description ?? '' };
}

/** The message to show beside each field that has a problem. */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(error.issues.map((i) => [String(i.path[0]), paramsOf(i).hint ?? i.message]));
}
