import { zodResolver } from '@hookform/resolvers/zod';
import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { z } from '@casino/shared-modules/zod';
import { useHostServices } from '../../../lib/host-services';
import { useShellState } from '../../../lib/shell-store';
import { ErrorText, Field, PrimaryButton } from '../../overlays';
import { Dialog } from '@casino/shared/ui';
import { afterLoginTarget, loginRedirectOf, signupPath } from '../login-redirect';
import { LoginRefusedError } from '../session-service';
import type { LoginError } from '../login-errors';

const loginSchema = z.object({
  email: z.string().check(z.trim(), z.email('login.validation.email')),
  password: z.string().check(z.minLength(1, 'login.validation.password')),
});
type LoginForm = z.infer<typeof loginSchema>;

const Links = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0 0;
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.small};
`;

/**
 * The login dialog (spec 000 §3 Login state, §4): email and password, a loader while submitting,
 * the platform's refusal mapped to its message (spec 001 §8), and the max-attempts modal. After
 * login it goes to the stored redirect page or the default path, keeping `bonusCode`; on the access-error
 * page, to the page the visitor was kept from (`loginRedirectOf`).
 */
export function LoginDialog() {
  const { t } = useTranslation();
  const { session, shell } = useHostServices();
  const { bus } = usePlatform();
  const { segment } = useBusState('locale');
  const location = useLocation();
  const { login } = useShellState(shell);
  const [refusal, setRefusal] = useState<LoginError | null>(null);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  if (!login.open) return null;
  const close = () => shell.update({ login: { open: false, redirectTo: null } });

  const submit = form.handleSubmit(async ({ email, password }) => {
    setRefusal(null);
    try {
      await session.login(email, password);
      const target = afterLoginTarget(loginRedirectOf(login.redirectTo, location, segment), segment, location.search);
      close();
      form.reset();
      bus.emit({ type: 'NAVIGATE', to: target });
    } catch (error) {
      if (!(error instanceof LoginRefusedError)) throw error;
      setRefusal(error.loginError);
      if (error.loginError.kind === 'maxAttempt') shell.update({ maxAttemptsOpen: true });
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <Dialog title={t('login.title')} onClose={close} closeLabel={t('maxAttempts.close')}>
      <form onSubmit={submit} noValidate aria-busy={isSubmitting}>
        {refusal ? (
          <ErrorText role="alert" data-error-code={refusal.code}>
            {t(refusal.messageKey, { count: refusal.days ?? 0, days: refusal.days ?? 0 })}
          </ErrorText>
        ) : null}
        <Field>
          <label htmlFor="login-email">{t('login.email')}</label>
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...form.register('email')}
          />
          {errors.email?.message ? <FieldError id="login-email-error">{t(errors.email.message)}</FieldError> : null}
        </Field>
        <Field>
          <label htmlFor="login-password">{t('login.password')}</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...form.register('password')}
          />
          {errors.password?.message ? <FieldError id="login-password-error">{t(errors.password.message)}</FieldError> : null}
        </Field>
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </PrimaryButton>
        <Links>
          <Link to={localePath(segment, '/reset-password')} onClick={close}>
            {t('login.forgot')}
          </Link>
          <Link to={signupPath(segment, location)} onClick={close}>
            {t('login.signup')}
          </Link>
        </Links>
      </form>
    </Dialog>
  );
}
