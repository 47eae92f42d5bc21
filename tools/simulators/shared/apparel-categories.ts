/** A small apparel category tree the marketplace simulators serve (each in its platform's field names). */
export interface SimulatedCategory {
  id: string;
  parentId: string;
  name: string;
  leaf: boolean;
}

export const APPAREL_CATEGORIES: SimulatedCategory[] = [
  { id: '601152', parentId: '0', name: 'Womenswear & Underwear', leaf: false },
  { id: '601153', parentId: '601152', name: 'Dresses', leaf: true },
  { id: '601154', parentId: '601152', name: 'Tops & Blouses', leaf: true },
  { id: '824328', parentId: '0', name: 'Menswear & Underwear', leaf: false },
  { id: '824329', parentId: '824328', name: 'T-Shirts', leaf: true },
  { id: '824330', parentId: '824328', name: 'Hoodies & Sweatshirts', leaf: true },
  { id: '802184', parentId: '0', name: 'Kids\u2019 Fashion', leaf: false },
  { id: '802185', parentId: '802184', name: 'Girls\u2019 Clothing', leaf: true },
  { id: '605196', parentId: '0', name: 'Fashion Accessories', leaf: false },
  { id: '605197', parentId: '605196', name: 'Scarves', leaf: true },
];

export const childrenOf = (parentId: string) => APPAREL_CATEGORIES.filter((c) => c.parentId === parentId);
