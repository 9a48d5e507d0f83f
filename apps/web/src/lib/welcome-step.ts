/**
 * What a step of the first-run welcome is given by the welcome page (decision 039). The areas that
 * own what a step changes (profiles: photo, bio, skills or learning goals; mentors: suggestions to
 * follow) write the step as a form with this id; the page's Next button submits it, and the step
 * calls `onSaved` once its change is stored.
 */
export type WelcomeStepProps = { formId: string; onSaved: () => void };
