import { Empty } from 'antd';
import type { EmptyProps } from 'antd';

/** Ant Design's Empty, `simple` for its small picture; loaded by EmptyOnDemand. */
export default function AntEmpty({ simple, ...props }: EmptyProps & { simple?: boolean; 'data-testid'?: string }) {
  return <Empty {...props} image={simple ? Empty.PRESENTED_IMAGE_SIMPLE : props.image} />;
}
