import { ShoppingCartOutlined } from '@ant-design/icons';
import type { CartLine } from '@threadway/contracts';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../api/add-to-cart';

export interface AddToCartProps {
  /** The product page's choice: one SKU, or every size of a pack, from the chosen warehouse. */
  lines: CartLine[];
  block?: boolean;
}

/** 'Add to Cart' on the product page (spec 2.3): the server cart when signed in, the local cart for guests. */
export function AddToCartButton({ lines, block }: AddToCartProps) {
  const { t } = useTranslation('cart');
  const { message } = App.useApp();
  const add = useAddToCart();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      await add(lines);
      void message.success(t('messages:cart.added'));
    } catch {
      void message.error(t('addFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" size="large" block={block} icon={<ShoppingCartOutlined />} loading={busy} disabled={lines.length === 0} onClick={() => void click()} data-testid="add-to-cart">
      {t('addToCart')}
    </Button>
  );
}
