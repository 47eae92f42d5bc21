import { randomInt } from 'node:crypto';

/**
 * Identifiers of products made in the back office. kkProductId and itemNo are random (unique
 * indexes catch the rare clash, answered 409); the SEO slug and SKU codes are readable and
 * unique because they embed the item no.
 */
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export const newKkProductId = () => `KK${digits(10)}`;
export const newItemNo = () => `TW${digits(8)}`;

/** Lower-case ASCII words joined by '-', accents folded: 'Café Dress' -> 'cafe-dress'. */
function slugWords(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

/** The product page path segment: the name's words, then the item no, e.g. 'linen-shirt-tw12345678'. */
export const seoSlugFor = (name: string, itemNo: string) => [slugWords(name, 80), slugWords(itemNo, 40)].filter(Boolean).join('-');

const codePart = (text: string) => text.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 12) || 'X';

/** 'TW12345678-NAVYBLUE-XL': one code per colour and size of a product. */
export const skuCodeFor = (itemNo: string, colour: string, size: string) => `${itemNo.toUpperCase()}-${codePart(colour)}-${codePart(size)}`;
