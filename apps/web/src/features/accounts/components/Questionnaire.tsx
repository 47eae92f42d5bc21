import { ApartmentOutlined, EllipsisOutlined, GlobalOutlined, ShopOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { SELLER_ROLES } from '@threadway/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerQuestionnaire, type SellerRole } from '../api/sign-up';
import { useFeedback } from './useFeedback';
import './questionnaire.css';

const ICONS: Record<SellerRole, React.ReactNode> = {
  onlineSeller: <GlobalOutlined />,
  brickAndMortar: <ShopOutlined />,
  omniChannel: <ApartmentOutlined />,
  influencer: <StarOutlined />,
  customer: <UserOutlined />,
  other: <EllipsisOutlined />,
};

/** After sign-up: 'How would you describe yourself?' (spec 1), answered or skipped. */
export function Questionnaire({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('accounts');
  const { run } = useFeedback();
  const [role, setRole] = useState<SellerRole | null>(null);
  const [otherText, setOtherText] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!role) return;
    setBusy(true);
    const answer = await run(() => answerQuestionnaire(role, otherText.trim() || undefined));
    setBusy(false);
    if (answer) onDone();
  };

  return (
    <>
      <h1 className="tw-auth__title">{t('questionnaire.title')}</h1>
      <p className="tw-auth__subtitle">{t('questionnaire.subtitle')}</p>
      <div role="radiogroup" aria-label={t('questionnaire.title')} className="tw-roles">
        {SELLER_ROLES.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={role === value}
            data-testid={`questionnaire-role-${value}`}
            className={`tw-role${role === value ? ' tw-role--checked' : ''}`}
            onClick={() => setRole(value)}
          >
            <span className="tw-role__icon" aria-hidden="true">
              {ICONS[value]}
            </span>
            <span className="tw-role__label">{t(`questionnaire.roles.${value}`)}</span>
          </button>
        ))}
      </div>
      {role === 'other' && (
        <Input
          autoFocus
          size="large"
          maxLength={255}
          value={otherText}
          onChange={(e) => setOtherText(e.target.value)}
          placeholder={t('questionnaire.otherPlaceholder')}
          aria-label={t('questionnaire.otherPlaceholder')}
          className="tw-roles__other"
        />
      )}
      <div className="tw-auth__actions">
        <Button size="large" onClick={onDone} data-testid="questionnaire-skip">
          {t('questionnaire.skip')}
        </Button>
        <Button size="large" type="primary" disabled={!role} loading={busy} onClick={() => void submit()} data-testid="questionnaire-submit">
          {t('questionnaire.submit')}
        </Button>
      </div>
    </>
  );
}
