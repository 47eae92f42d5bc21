import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeSent } from '../api/password';
import { useCountdown } from './useCountdown';
import './controls.css';

/** Spec 9: a new code can be asked for 60 s after the last one. */
const RESEND_AFTER_SECONDS = 60;

/** Checks what the code needs and sends it; resolves to the server's answer, or null when nothing was sent. */
export type SendCode = () => Promise<CodeSent | null>;

interface Props {
  onSend: SendCode;
  testId: string;
  /** Inside Ant Design's forms the form's size; a plain form names it. */
  size?: 'large';
}

/** 'Send', then 'Send Again' behind a 60-second countdown (spec 4, verification code). */
export function SendCodeButton({ onSend, testId, size }: Props) {
  const { t } = useTranslation('accounts');
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const answer = await onSend();
      if (!answer) return;
      setSent(true);
      start(answer.resendAfterSeconds || RESEND_AFTER_SECONDS);
    } finally {
      setSending(false);
    }
  };

  const label = left > 0 ? t('code.sendAgainIn', { seconds: left }) : sent ? t('code.sendAgain') : t('code.send');
  return (
    <Button
      data-testid={testId}
      onClick={() => void send()}
      loading={sending}
      disabled={left > 0}
      title={left > 0 ? t('messages:errors.resendAfter', { seconds: left }) : undefined}
      className="tw-send-code"
      size={size}
    >
      {label}
    </Button>
  );
}
