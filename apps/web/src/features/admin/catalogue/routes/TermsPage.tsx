import { SearchOutlined } from '@ant-design/icons';
import { LOCALES, TERM_KINDS, type AdminTerm, type LocalizedNamesInput, type TermKind } from '@threadway/contracts';
import { Alert, Button, Card, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '../../components/PageIntro';
import { useSaveTerm, useTerms, type TermFilter } from '../api/terms';
import { FormModal } from '../components/FormModal';
import { LocalizedNames } from '../components/LocalizedNames';
import '../catalogue.css';

const PAGE_SIZE = 20;
const OTHER_LOCALES = LOCALES.filter((l) => l.code !== 'en');

/**
 * The catalogue's vocabularies (colours, fabrics, patterns, ...): each English term with its
 * translations in the other 16 languages, which sellers see on cards, product pages, filters and
 * orders. A missing translation shows the English term.
 */
export default function TermsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TermFilter>({ pageNumber: 1, pageSize: PAGE_SIZE });
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const terms = useTerms({ ...filter, search: search || undefined });
  const [editing, setEditing] = useState<AdminTerm | null>(null);

  const columns: TableColumnsType<AdminTerm> = [
    { key: 'kind', title: t('admin:catalogue.terms.kind'), render: (_, term) => <Tag>{t(`admin:catalogue.terms.kinds.${term.kind}`)}</Tag> },
    { key: 'term', title: t('admin:catalogue.terms.term'), render: (_, term) => <strong>{term.term}</strong> },
    {
      key: 'names',
      title: t('admin:catalogue.terms.translated'),
      render: (_, term) => {
        const missing = OTHER_LOCALES.filter((l) => !term.names[l.code]?.trim());
        return missing.length === 0 ? `${OTHER_LOCALES.length}/${OTHER_LOCALES.length}` : <Tag color="warning">{`${OTHER_LOCALES.length - missing.length}/${OTHER_LOCALES.length}`}</Tag>;
      },
    },
    {
      key: 'sample',
      title: 'Deutsch · العربية · 简体中文',
      responsive: ['md'],
      render: (_, term) => (
        <span className="tw-admin-nowrap">
          {[term.names.de, term.names.ar, term.names['zh-CN']].map((name, i) => (
            <bdi key={i}>{`${i > 0 ? ' · ' : ''}${name ?? '—'}`}</bdi>
          ))}
        </span>
      ),
    },
    {
      key: 'actions',
      title: <span className="tw-admin-sr-only">{t('admin:operators.actions')}</span>,
      align: 'end',
      render: (_, term) => (
        <Button size="small" onClick={() => setEditing(term)} data-testid={`term-edit-${term.kind}-${term.term}`}>
          {t('admin:catalogue.terms.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageIntro>{t('admin:catalogue.terms.intro')}</PageIntro>
      {terms.error && <Alert type="error" showIcon title={terms.error.message} style={{ marginBottom: 16 }} />}
      <Card styles={{ body: { padding: 0 } }}>
        <div className="tw-admin-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('admin:catalogue.terms.search')}
            value={typed}
            onChange={(e) => (setTyped(e.target.value), setFilter((f) => ({ ...f, pageNumber: 1 })))}
            className="tw-cat-filter"
            data-testid="term-search"
          />
          <Select<TermKind>
            allowClear
            placeholder={t('admin:catalogue.terms.allKinds')}
            value={filter.kind}
            onChange={(kind) => setFilter((f) => ({ ...f, kind, pageNumber: 1 }))}
            options={TERM_KINDS.map((kind) => ({ value: kind, label: t(`admin:catalogue.terms.kinds.${kind}`) }))}
            className="tw-cat-filter tw-cat-filter--narrow"
            data-testid="term-kind"
          />
        </div>
        <Table<AdminTerm>
          rowKey="id"
          columns={columns}
          dataSource={terms.data?.list}
          loading={terms.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: filter.pageNumber,
            pageSize: PAGE_SIZE,
            total: terms.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('admin:catalogue.common.total', { count: total }),
            onChange: (pageNumber) => setFilter((f) => ({ ...f, pageNumber })),
          }}
        />
      </Card>
      {editing && <TermFormModal term={editing} onClosed={() => setEditing(null)} />}
    </>
  );
}

function TermFormModal({ term, onClosed }: { term: AdminTerm; onClosed: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTerm();
  return (
    <FormModal<{ names: LocalizedNamesInput }>
      testId="term"
      title={t('admin:catalogue.terms.editTitle', { name: term.term })}
      initialValues={{ names: term.names }}
      submit={(values) => save.mutateAsync({ id: term.id, names: values.names })}
      onClosed={onClosed}
    >
      <LocalizedNames />
    </FormModal>
  );
}
