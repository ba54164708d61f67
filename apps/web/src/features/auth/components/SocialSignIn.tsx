import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authErrorMessage } from '../../../lib/errors.ts';
import { LegalLinks } from '../../legal/LegalLinks.tsx';
import { usePublicConfig } from '../../system/config-queries.ts';

/**
 * Google and Facebook buttons, shown only for the providers configured on the server, with the
 * sentence that continuing accepts the terms (issue 25: a first sign-in through them makes an account).
 */
export function SocialSignIn({ callbackURL, onError }: { callbackURL: string; onError: (message: string) => void }) {
  const { t } = useTranslation('auth');
  const { socialProviders } = usePublicConfig();
  const [pending, setPending] = useState<string | null>(null);
  if (socialProviders.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" /> {t('social.or')} <span className="h-px flex-1 bg-slate-200" />
      </div>
      {socialProviders.map((provider) => (
        <Button
          key={provider}
          color="gray"
          outline
          size="large"
          loading={pending === provider}
          onClick={async () => {
            setPending(provider);
            const { error } = await authClient.signIn.social({ provider, callbackURL });
            if (error) {
              setPending(null);
              onError(authErrorMessage(t, error));
            }
          }}
        >
          {t(`social.${provider}`)}
        </Button>
      ))}
      <p className="text-center text-xs text-slate-600">{t('social.acceptTerms')}</p>
      <LegalLinks className="justify-center text-xs" />
    </div>
  );
}
