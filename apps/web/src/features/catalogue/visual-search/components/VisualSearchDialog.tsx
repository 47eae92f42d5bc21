import { CameraOutlined, CloudUploadOutlined } from '@ant-design/icons';
import { VISUAL_SEARCH_TYPES } from '@threadway/contracts';
import { Button, Modal, Spin } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageSearch } from '../useImageSearch';
import styles from './visual-search.module.css';

/**
 * The desktop upload popup of the search by picture (spec 2.2): drop a picture or choose a
 * file; the search opens /mall/similar and closes the popup.
 */
export default function VisualSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('mall');
  const { search, busy } = useImageSearch();
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    if (file && (await search(file))) onClose();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Modal open onCancel={onClose} footer={null} width={560} centered title={t('visualSearch.title')} destroyOnHidden>
      <Spin spinning={busy} tip={t('visualSearch.searching')}>
        <div
          className={`${styles.drop} ${dragging ? styles.dragging : ''}`}
          data-testid="visual-search-drop"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className={styles.dropIcon}>
            <CameraOutlined />
          </span>
          <strong className={styles.dropTitle}>{t('visualSearch.dropTitle')}</strong>
          <span className={styles.dropHint}>{t('visualSearch.rules')}</span>
          <label className={styles.choose}>
            <Button type="primary" size="large" icon={<CloudUploadOutlined />} className={styles.chooseButton} tabIndex={-1}>
              {t('visualSearch.choose')}
            </Button>
            <input
              type="file"
              accept={VISUAL_SEARCH_TYPES.join(',')}
              className={styles.fileInput}
              disabled={busy}
              data-testid="visual-search-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                void take(file);
              }}
            />
          </label>
        </div>
        <p className={styles.note}>{t('visualSearch.note')}</p>
      </Spin>
    </Modal>
  );
}
