import { writeReviewRequest, type ProductDetail } from '@threadway/contracts';
import { App, Button, Form, Input, Modal, Rate, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isHandledByShell } from '../../../lib/api-client';
import { fieldError, zodRule } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session';
import { useWriteReview, type WriteReview } from '../api/reviews';
import styles from './Reviews.module.css';

type Values = Omit<WriteReview, 'kkProductId'>;
const rules = writeReviewRequest.shape;

interface Props {
  product: ProductDetail;
  open: boolean;
  onClose: () => void;
  /** After a review is accepted (the list shows it from the first page). */
  onWritten: () => void;
}

/**
 * Write a review (spec 2.3): colour, size, rating (required: 'Please give your mark first'),
 * review, name and e-mail; a seller's name and e-mail are filled in. Guests must give an
 * e-mail (the server keys one review a day per reviewer on it); sellers are known already.
 */
export function WriteReviewForm({ product, open, onClose, onWritten }: Props) {
  const { t } = useTranslation('catalogue');
  const { message } = App.useApp();
  const session = useSession();
  const writeReview = useWriteReview();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const envelope = await writeReview({ ...values, kkProductId: product.kkProductId });
      void message.success(envelope.message);
      form.resetFields(['rating', 'content', 'colour', 'size']);
      onWritten();
      onClose();
    } catch (error) {
      const fields = fieldError(error);
      if (fields) form.setFields(fields.map((field) => ({ ...field, name: field.name as keyof Values })));
      else if (!isHandledByShell(error)) void message.error(error instanceof ApiError ? error.message : t('detail.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('reviews.write')} destroyOnHidden={false} data-testid="review-modal">
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={{ name: session?.userName ?? '', email: session?.email ?? '' }}
        onFinish={(values) => void submit(values)}
        className={styles.form}
      >
        <div className={styles.formRow}>
          <Form.Item name="colour" label={t('detail.colour')}>
            <Select allowClear options={product.colours.map((c) => ({ value: c.name, label: c.name }))} data-testid="review-colour" />
          </Form.Item>
          <Form.Item name="size" label={t('detail.size')}>
            <Select allowClear options={product.sizes.map((s) => ({ value: s, label: s }))} data-testid="review-size" />
          </Form.Item>
        </div>
        <Form.Item name="rating" label={t('reviews.rating')} required rules={[zodRule(rules.rating, t)]}>
          <Rate data-testid="review-rating" />
        </Form.Item>
        <Form.Item name="content" label={t('reviews.review')} rules={[zodRule(rules.content, t)]}>
          <Input.TextArea rows={4} maxLength={2000} showCount placeholder={t('reviews.reviewPlaceholder')} data-testid="review-content" />
        </Form.Item>
        <div className={styles.formRow}>
          <Form.Item name="name" label={t('reviews.name')} required rules={[zodRule(rules.name, t)]}>
            <Input autoComplete="name" data-testid="review-name" />
          </Form.Item>
          <Form.Item name="email" label={t('reviews.email')} required={!session} rules={[{ required: !session, whitespace: true, message: t('messages:validation.emailRequired') }, zodRule(rules.email, t)]}>
            <Input type="email" autoComplete="email" data-testid="review-email" />
          </Form.Item>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="review-submit">
          {t('reviews.submit')}
        </Button>
      </Form>
    </Modal>
  );
}
