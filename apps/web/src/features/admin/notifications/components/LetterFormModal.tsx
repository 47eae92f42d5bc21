import type { AdminStationLetter, StationLetterInput } from '@threadway/contracts/notifications/schemas';
import { DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../catalogue/components/FormModal';
import { useSaveLetter } from '../api/letters';
import { LetterPreview } from './LetterPreview';

interface Values {
  type: 1 | 2;
  title: string;
  content: string;
  allSellers: boolean;
  /** E-mails typed one per line or separated by commas or spaces. */
  emails: string;
  send: 'draft' | 'now' | 'later';
  sendTime?: Dayjs;
}

const initialValuesOf = (letter?: AdminStationLetter): Values =>
  letter
    ? {
        type: letter.type === 2 ? 2 : 1,
        title: letter.title,
        content: letter.content,
        allSellers: letter.allSellers,
        emails: letter.recipients.map((r) => r.email).join('\n'),
        // A sent letter stays sent: saving keeps its send time.
        send: letter.state === 'draft' ? 'draft' : letter.state === 'scheduled' ? 'later' : 'now',
        sendTime: letter.sendTime ? dayjs(letter.sendTime) : undefined,
      }
    : { type: 1, title: '', content: '', allSellers: true, emails: '', send: 'now' };

const inputOf = (v: Values): StationLetterInput => ({
  type: v.type,
  title: v.title,
  content: v.content,
  allSellers: v.allSellers,
  emails: v.allSellers ? [] : v.emails.split(/[\s,;]+/).filter(Boolean),
  send: v.send,
  sendTime: v.send === 'later' ? (v.sendTime?.toISOString() ?? null) : null,
});

/** Writes or changes a station letter: type, title, HTML content with a preview, audience and sending. */
export function LetterFormModal({ letter, onClosed }: { letter?: AdminStationLetter; onClosed: () => void }) {
  const { t } = useTranslation('notifications');
  const save = useSaveLetter();
  return (
    <FormModal<Values>
      testId="letter"
      width={760}
      title={letter ? t('backOffice.edit') : t('backOffice.create')}
      initialValues={initialValuesOf(letter)}
      submit={(values) => save.mutateAsync({ id: letter?.id, input: inputOf(values) })}
      onClosed={onClosed}
    >
      <LetterFields sent={letter?.state === 'sent'} />
    </FormModal>
  );
}

function LetterFields({ sent }: { sent: boolean }) {
  const { t } = useTranslation(['notifications', 'messages']);
  const form = Form.useFormInstance<Values>();
  const allSellers = Form.useWatch('allSellers', form);
  const send = Form.useWatch('send', form);
  const content = Form.useWatch('content', form);
  const required = { required: true, whitespace: true, message: t('messages:validation.required') };
  return (
    <>
      <Form.Item name="type" label={t('backOffice.type')}>
        <Radio.Group optionType="button" options={[1, 2].map((v) => ({ value: v, label: t(`backOffice.types.${v}`) }))} data-testid="letter-type" />
      </Form.Item>
      <Form.Item name="title" label={t('backOffice.titleField')} rules={[required]}>
        <Input maxLength={200} data-testid="letter-title" />
      </Form.Item>
      <Form.Item name="content" label={t('backOffice.content')} extra={t('backOffice.contentHint')} rules={[required]}>
        <Input.TextArea rows={6} className="tw-admin-mono" data-testid="letter-content" />
      </Form.Item>
      {content ? <LetterPreview html={content} /> : null}
      <Form.Item name="allSellers" label={t('backOffice.audience')}>
        <Radio.Group options={[{ value: true, label: t('backOffice.allSellers') }, { value: false, label: t('backOffice.chosenSellers') }]} data-testid="letter-audience" />
      </Form.Item>
      {allSellers === false && (
        <Form.Item name="emails" label={t('backOffice.emails')} extra={t('backOffice.emailsHint')} rules={[required]}>
          <Input.TextArea rows={3} data-testid="letter-emails" />
        </Form.Item>
      )}
      <Form.Item name="send" label={t('backOffice.send')}>
        <Radio.Group
          optionType="button"
          options={(['draft', 'now', 'later'] as const).map((v) => ({ value: v, label: t(sent && v === 'now' ? 'backOffice.keepSent' : `backOffice.sendModes.${v}`) }))}
          data-testid="letter-send"
        />
      </Form.Item>
      {send === 'later' && (
        <Form.Item name="sendTime" label={t('backOffice.sendTime')} rules={[{ required: true, message: t('messages:validation.required') }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" data-testid="letter-send-time" />
        </Form.Item>
      )}
    </>
  );
}
