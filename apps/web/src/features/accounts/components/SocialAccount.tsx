import { socialBindRequest, socialSignUpRequest, type SessionUser, type SocialType, type SocialUserInfo } from '@threadway/contracts';
import { Alert, Button, Form, Input, Segmented, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldError, zodRule } from '../../../lib/form-rules';
import { takeLoginRedirect } from '../../../lib/session';
import { startSession } from '../api/sign-in';
import { socialBind, socialSignUp, socialUserInfo } from '../api/social';
import { PasswordFields } from './PasswordFields';
import { useFeedback } from './useFeedback';

type Choice = 'register' | 'bind';

/**
 * After Google: a bound account is signed in at once; otherwise the third-party registration
 * (full name, e-mail, password) or the bind form (e-mail and password of an existing account).
 */
export function SocialAccount({ type, socialKey, onRestart }: { type: SocialType; socialKey: string; onRestart: () => void }) {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { describe } = useFeedback();
  const [info, setInfo] = useState<SocialUserInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>('register');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [register] = Form.useForm();
  const [bind] = Form.useForm();

  const enter = async (session: SessionUser) => {
    await startSession(session, false);
    navigate(takeLoginRedirect() ?? '/mall', { replace: true });
  };

  useEffect(() => {
    let live = true;
    socialUserInfo(socialKey, type)
      .then(async (answer) => {
        if (!live) return;
        if (answer.session) return enter(answer.session);
        setInfo(answer);
        register.setFieldsValue({ fullName: answer.fullName ?? '', email: answer.email ?? '' });
        bind.setFieldsValue({ email: answer.email ?? '' });
      })
      .catch((error: unknown) => live && setFailure(describe(error) ?? t('errors.unexpected')));
    return () => {
      live = false;
    };
    // The key is used once; the forms are stable instances.
  }, [socialKey, type]);

  const submit = async (run: () => Promise<{ data: SessionUser }>, form: typeof register) => {
    setBusy(true);
    setRefused(null);
    try {
      await enter((await run()).data);
    } catch (error) {
      setBusy(false);
      const fields = fieldError(error);
      if (fields) form.setFields(fields);
      else setRefused(describe(error));
    }
  };

  if (failure)
    return (
      <>
        <Alert type="error" showIcon title={failure} className="tw-auth__alert" role="alert" />
        <Button block onClick={onRestart}>
          {t('social.backToSignIn')}
        </Button>
      </>
    );
  if (!info) return <Skeleton active paragraph={{ rows: 4 }} />;

  return (
    <>
      <h1 className="tw-auth__title">{t('social.title')}</h1>
      <p className="tw-auth__subtitle">{t('social.subtitle', { email: info.email ?? '' })}</p>
      <Segmented<Choice>
        block
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setRefused(null);
        }}
        options={[
          { value: 'register', label: <span data-testid="social-choose-register">{t('social.register')}</span> },
          { value: 'bind', label: <span data-testid="social-choose-bind">{t('social.bind')}</span> },
        ]}
        className="tw-auth__alert"
      />
      {refused && <Alert type="error" showIcon title={refused} className="tw-auth__alert" role="alert" />}
      {choice === 'register' ? (
        <Form form={register} layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(() => socialSignUp({ ...v, key: socialKey, type }), register)}>
          <Form.Item name="fullName" label={t('fields.fullName')} rules={[zodRule(socialSignUpRequest.shape.fullName, t)]}>
            <Input data-testid="social-fullname" autoComplete="name" />
          </Form.Item>
          <Form.Item name="email" label={t('fields.email')} rules={[zodRule(socialSignUpRequest.shape.email, t)]}>
            <Input data-testid="social-email" autoComplete="email" inputMode="email" />
          </Form.Item>
          <PasswordFields testIds={{ password: 'social-password' }} />
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="social-register-submit">
            {t('social.registerSubmit')}
          </Button>
        </Form>
      ) : (
        <Form form={bind} layout="vertical" size="large" requiredMark={false} onFinish={(v) => void submit(() => socialBind({ ...v, key: socialKey, type }), bind)}>
          <p>{t('social.bindHint')}</p>
          <Form.Item name="email" label={t('fields.email')} rules={[zodRule(socialBindRequest.shape.email, t)]}>
            <Input data-testid="social-bind-email" autoComplete="username" inputMode="email" />
          </Form.Item>
          <Form.Item name="password" label={t('fields.password')} rules={[zodRule(socialBindRequest.shape.password, t)]}>
            <Input.Password data-testid="social-bind-password" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="social-bind-submit">
            {t('social.bindSubmit')}
          </Button>
        </Form>
      )}
    </>
  );
}
