import { Spin } from 'antd';

/** A quiet centred spinner while a page's code arrives. */
export function PageLoading() {
  return (
    <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <Spin size="large" />
    </div>
  );
}
