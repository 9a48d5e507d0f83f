import { z } from 'zod';
import * as en from '../i18n/en/index.ts';
import { isWithinAppDays } from '../rules/dates.ts';

/** An instant with its offset (2030-01-07T10:00:00+01:00), within the days the app deals in. */
export const instant = z.iso.datetime({ offset: true }).refine(isWithinAppDays, en.validation.invalidDateHint);

/** A calendar day (YYYY-MM-DD), within the days the app deals in. */
export const calendarDay = z.iso.date().refine(isWithinAppDays, en.validation.invalidDateHint);
