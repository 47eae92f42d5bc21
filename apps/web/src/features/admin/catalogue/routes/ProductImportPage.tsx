import { CheckCircleTwoTone, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, REQUIRED_CSV_COLUMNS, type ImportReport } from '@threadway/contracts';
import { Alert, App, Button, Card, Col, Collapse, Row, Segmented, Statistic, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/PageIntro';
import { downloadTemplate, useImportProducts } from '../api/import';
import '../catalogue.css';

type ReportRow = ImportReport['rows'][number];
const STATUS_COLORS = { created: 'green', updated: 'blue', error: 'red' } as const;

/**
 * CSV import of products: drop a file, read the row-by-row report (errors first, highlighted),
 * fix the file and import it again. The template and the column list explain the format.
 */
export default function ProductImportPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const importer = useImportProducts();
  const [fileName, setFileName] = useState<string | null>(null);
  const [show, setShow] = useState<'all' | 'error'>('all');
  const report = importer.data;
  const rows = (report?.rows ?? []).filter((r) => show === 'all' || r.status === 'error');

  const columns = [
    { key: 'row', dataIndex: 'row', title: t('admin:catalogue.import.row'), width: 72 },
    { key: 'itemNo', title: t('admin:catalogue.products.itemNo'), render: (_: unknown, r: ReportRow) => <span className="tw-admin-mono">{r.itemNo || '—'}</span> },
    { key: 'status', title: t('admin:catalogue.common.status'), render: (_: unknown, r: ReportRow) => <Tag color={STATUS_COLORS[r.status]}>{t(`admin:catalogue.import.statuses.${r.status}`)}</Tag> },
    {
      key: 'messages',
      title: t('admin:catalogue.import.messages'),
      render: (_: unknown, r: ReportRow) =>
        r.messages.length ? (
          <ul className="tw-cat-messages">
            {r.messages.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : (
          <CheckCircleTwoTone twoToneColor="#52c41a" />
        ),
    },
  ];

  return (
    <>
      <PageIntro
        actions={
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate().catch((e: Error) => message.error(e.message))} data-testid="import-template">
            {t('admin:catalogue.import.template')}
          </Button>
        }
      >
        {t('admin:catalogue.import.intro')}
      </PageIntro>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card>
            <Upload.Dragger
              accept=".csv,text/csv"
              multiple={false}
              showUploadList={false}
              disabled={importer.isPending}
              beforeUpload={(file) => {
                setFileName(file.name);
                setShow('all');
                importer.mutate(file);
                return false;
              }}
              data-testid="import-upload"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{importer.isPending ? t('admin:catalogue.import.uploading', { name: fileName }) : t('admin:catalogue.import.drop')}</p>
              <p className="ant-upload-hint">{t('admin:catalogue.import.limits', { rows: MAX_IMPORT_ROWS, megabytes: MAX_IMPORT_BYTES / 1024 / 1024 })}</p>
            </Upload.Dragger>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Collapse
            defaultActiveKey={['columns']}
            items={[
              {
                key: 'columns',
                label: t('admin:catalogue.import.columnsTitle'),
                children: (
                  <>
                    <Typography.Paragraph type="secondary">{t('admin:catalogue.import.columnsIntro')}</Typography.Paragraph>
                    <div className="tw-admin-tags">
                      {PRODUCT_CSV_COLUMNS.map((c) => (
                        <Tag key={c} color={(REQUIRED_CSV_COLUMNS as readonly string[]).includes(c) ? 'geekblue' : undefined} className="tw-admin-mono">
                          {c}
                        </Tag>
                      ))}
                    </div>
                    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
                      {t('admin:catalogue.import.columnsRules')}
                    </Typography.Paragraph>
                  </>
                ),
              },
            ]}
          />
        </Col>
      </Row>
      {importer.error && <Alert type="error" showIcon title={importer.error.message} role="alert" style={{ marginTop: 16 }} data-testid="import-error" />}
      {report && (
        <Card
          style={{ marginTop: 16 }}
          title={t('admin:catalogue.import.reportTitle', { name: fileName })}
          extra={
            <Segmented
              value={show}
              onChange={setShow}
              options={[
                { value: 'all', label: t('admin:catalogue.import.showAll') },
                { value: 'error', label: t('admin:catalogue.import.showErrors') },
              ]}
            />
          }
          data-testid="import-report"
        >
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={12} sm={6}>
              <Statistic title={t('admin:catalogue.import.rows')} value={report.totals.rows} />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic title={t('admin:catalogue.import.statuses.created')} value={report.totals.created} styles={{ content: { color: '#389e0d' } }} />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic title={t('admin:catalogue.import.statuses.updated')} value={report.totals.updated} styles={{ content: { color: '#0958d9' } }} />
            </Col>
            <Col xs={12} sm={6}>
              <Statistic title={t('admin:catalogue.import.errors')} value={report.totals.errors} styles={{ content: { color: report.totals.errors ? '#cf1322' : undefined } }} data-testid="import-errors" />
            </Col>
          </Row>
          <Table<ReportRow>
            rowKey="row"
            size="small"
            columns={columns}
            dataSource={rows}
            rowClassName={(r) => (r.status === 'error' ? 'tw-cat-row-error' : '')}
            onRow={(r) => ({ 'data-testid': `import-row-${r.row}` }) as object}
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
          />
        </Card>
      )}
    </>
  );
}
