import { PlusOutlined } from '@ant-design/icons';
import { MAX_REFUND_PHOTO_BYTES, MAX_REFUND_PHOTOS } from '@threadway/contracts';
import { App, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Up to MAX_REFUND_PHOTOS pictures kept in the browser until the application is sent (spec 5:
 * pictures only, 'only pictures can be uploaded', at most 5 MB each); the server checks again.
 */
export function PhotoPicker({ files, onChange }: { files: UploadFile[]; onChange: (files: UploadFile[]) => void }) {
  const { t } = useTranslation('refunds');
  const { message } = App.useApp();
  return (
    <Upload
      listType="picture-card"
      accept={PICTURE_TYPES.join(',')}
      multiple
      fileList={files}
      maxCount={MAX_REFUND_PHOTOS}
      beforeUpload={(file) => {
        if (!PICTURE_TYPES.includes(file.type)) {
          message.error(t('messages:errors.onlyPictures'));
          return Upload.LIST_IGNORE;
        }
        if (file.size > MAX_REFUND_PHOTO_BYTES) {
          message.error(t('messages:errors.imageTooLarge'));
          return Upload.LIST_IGNORE;
        }
        // Kept here and sent with the application.
        return false;
      }}
      onChange={({ fileList }) => onChange(fileList.slice(0, MAX_REFUND_PHOTOS))}
      data-testid="refund-photos"
    >
      {files.length < MAX_REFUND_PHOTOS && (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('application.upload')}</div>
        </button>
      )}
    </Upload>
  );
}
