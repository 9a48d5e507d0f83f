import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useViewer } from '../../lib/viewer.ts';
import { paths } from '../../lib/paths.ts';
import { afterSignInPath } from './api/use-signed-in.ts';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';

/** /auth: Sign In and Sign Up tabs, and the forgot-password form (SPEC §2). */
export default function AuthPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data: viewer } = useViewer();
  const location = useLocation();
  const [forgot, setForgot] = useState(false);
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  // Where the member was headed (a guarded page, a booking), kept across the tabs and into the confirmation mail.
  const returnTo = afterSignInPath(location.state);
  usePageTitle(tab === 'signup' ? t('auth.signUp') : t('auth.signIn'));
  if (viewer) return <Navigate to={afterSignInPath(location.state)} replace />;

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold text-brand-900">{t('auth.welcomeTitle')}</h1>
      <p className="mt-1 mb-6 text-stone-700">{t('auth.welcomeText')}</p>
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        {forgot ? (
          <>
            <h2 className="mb-4 text-lg font-semibold">{t('auth.forgotPassword')}</h2>
            <ForgotPasswordForm onBack={() => setForgot(false)} />
          </>
        ) : (
          <Tabs
            value={tab}
            onValueChange={(value) => setParams(value === 'signup' ? { tab: 'signup' } : {}, { replace: true, state: location.state })}
          >
            <TabsList className="mb-6">
              <TabsTrigger value="signin">{t('auth.signIn')}</TabsTrigger>
              <TabsTrigger value="signup">{t('auth.signUp')}</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onForgot={() => setForgot(true)} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm
                initialRole={params.get('role') === 'mentor' ? 'mentor' : 'mentee'}
                returnTo={returnTo === paths.dashboard ? undefined : returnTo}
              />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  );
}
