import { useTranslation } from 'react-i18next';

/**
 * What sellers will see, drawn in a sandboxed frame: the HTML typed here is not sanitized yet
 * (the server does that on save), so it must not run in the back office's own page.
 */
export function LetterPreview({ html }: { html: string }) {
  const { t } = useTranslation('notifications');
  return (
    <div style={{ marginBottom: 16 }}>
      <div style={{ marginBottom: 4, color: "var(--ant-color-text-secondary)" }}>
        {t('backOffice.preview')}
      </div>
      <iframe
        title={t('backOffice.preview')}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px/1.6 system-ui,sans-serif;margin:12px}img{max-width:100%}</style>${html}`}
        style={{ width: '100%', height: 180, border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6, background: '#fff' }}
        data-testid="letter-preview"
      />
    </div>
  );
}
