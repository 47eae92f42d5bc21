import { MAX_REMARK_LENGTH } from '@threadway/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { orderKeys } from '../api/orders';
import { saveRemark } from '../api/order-actions';
import styles from './DetailPanels.module.css';

/** Editable notes (spec 2.5): 'Note content updated successfully'. */
export function OrderNotes({ kkOrderId, remark, editable }: { kkOrderId: string; remark: string; editable: boolean }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState(remark);
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(remark), [remark]);

  const save = async () => {
    setSaving(true);
    try {
      await saveRemark(kkOrderId, text.trim());
      message.success(t('notes.saved'));
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(kkOrderId) });
    } catch (error) {
      message.error(error instanceof ApiError && error.message ? error.message : t('errors.actionFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.notes}>
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} maxLength={MAX_REMARK_LENGTH} showCount autoSize={{ minRows: 3, maxRows: 8 }} disabled={!editable} placeholder={t('notes.placeholder')} data-testid="order-notes" />
      {editable && (
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={text.trim() === remark} data-testid="order-notes-save">
          {t('notes.save')}
        </Button>
      )}
    </div>
  );
}
