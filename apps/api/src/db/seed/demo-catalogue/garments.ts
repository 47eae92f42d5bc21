import type { Silhouette } from '@threadway/contracts';
import type { DetailKey, FabricKey, NounKey } from './garment-words.ts';
import type { STYLES } from './vocabulary.ts';

/** What a kind of garment is made of and weighs, and what it costs wholesale. */
export interface Garment {
  /** Picture shape (contracts media.ts). */
  silhouette: Silhouette;
  nouns: readonly NounKey[];
  fabrics: readonly FabricKey[];
  details: readonly DetailKey[];
  /** Styles that suit it when the name's adjective implies none. */
  styles: readonly (typeof STYLES)[number][];
  contours: readonly string[];
  /** Grams of one piece in a middle size. */
  weight: readonly [min: number, max: number];
  /** Wholesale price of one piece, US cents. */
  price: readonly [min: number, max: number];
  /** Share of products sold in one size only. */
  oneSize?: number;
  /** Print on demand is offered for plain shapes. */
  printOnDemand?: boolean;
  /** Floral and other patterns that suit it (besides solid and stripes). */
  patterns: 'feminine' | 'neutral' | 'masculine';
}

const TOP_DETAILS: readonly DetailKey[] = ['crewNeck', 'vNeck', 'squareNeck', 'longSleeve', 'shortSleeve', 'dropShoulder', 'mockNeck'];
const DRESS_DETAILS: readonly DetailKey[] = ['vNeck', 'squareNeck', 'puffSleeve', 'wrap', 'ruched', 'smocked', 'sideSlit', 'spaghettiStrap', 'tieFront', 'ruffleTrim', 'belted'];
const TROUSER_DETAILS: readonly DetailKey[] = ['highWaist', 'wideLeg', 'straightLeg', 'drawstring', 'cargoPocket', 'elasticWaist', 'pleated'];
const OUTER_DETAILS: readonly DetailKey[] = ['zipUp', 'hooded', 'quilted', 'belted', 'singleBreasted', 'doubleBreasted'];

export const GARMENTS = {
  tee: { silhouette: 'tshirt', nouns: ['tee', 'teeShort'], fabrics: ['cotton', 'jersey', 'modal', 'ribKnit'], details: TOP_DETAILS, styles: ['Casual', 'Minimalist', 'Streetwear', 'Y2K'], contours: ['Regular', 'Slim', 'Loose'], weight: [140, 230], price: [350, 900], printOnDemand: true, patterns: 'neutral' },
  blouse: { silhouette: 'blouse', nouns: ['blouse'], fabrics: ['chiffon', 'satin', 'crepe', 'lace', 'poplin'], details: ['vNeck', 'puffSleeve', 'tieFront', 'ruffleTrim', 'buttonFront', 'squareNeck', 'offShoulder'], styles: ['Elegant', 'Office', 'Boho', 'Casual'], contours: ['Regular', 'Loose'], weight: [150, 260], price: [650, 1600], patterns: 'feminine' },
  shirt: { silhouette: 'shirt', nouns: ['shirt'], fabrics: ['poplin', 'linen', 'cotton', 'denim', 'corduroy'], details: ['buttonFront', 'longSleeve', 'shortSleeve', 'dropShoulder', 'mockNeck'], styles: ['Casual', 'Office', 'Minimalist', 'Vintage'], contours: ['Regular', 'Slim', 'Loose'], weight: [180, 320], price: [700, 1700], patterns: 'neutral' },
  tank: { silhouette: 'tshirt', nouns: ['tank', 'cami'], fabrics: ['cotton', 'ribKnit', 'satin', 'modal'], details: ['squareNeck', 'vNeck', 'spaghettiStrap', 'racerback', 'ruffleTrim'], styles: ['Casual', 'Minimalist', 'Y2K', 'Party'], contours: ['Slim', 'Regular'], weight: [120, 170], price: [350, 800], patterns: 'feminine' },
  crop: { silhouette: 'tshirt', nouns: ['crop'], fabrics: ['ribKnit', 'cotton', 'jersey'], details: ['squareNeck', 'tieFront', 'offShoulder', 'longSleeve', 'puffSleeve'], styles: ['Y2K', 'Streetwear', 'Casual', 'Party'], contours: ['Slim', 'Regular'], weight: [120, 190], price: [400, 950], patterns: 'feminine' },
  maxi: { silhouette: 'dress', nouns: ['maxi'], fabrics: ['chiffon', 'linen', 'satin', 'cotton', 'jersey'], details: DRESS_DETAILS, styles: ['Boho', 'Elegant', 'Casual', 'Party'], contours: ['A-Line', 'Regular', 'Loose'], weight: [250, 480], price: [1100, 2800], patterns: 'feminine' },
  midi: { silhouette: 'dress', nouns: ['midi'], fabrics: ['satin', 'crepe', 'linen', 'jersey', 'ribKnit', 'velvet'], details: DRESS_DETAILS, styles: ['Elegant', 'Office', 'Casual', 'Party'], contours: ['A-Line', 'Bodycon', 'Regular'], weight: [220, 420], price: [950, 2400], patterns: 'feminine' },
  mini: { silhouette: 'dress', nouns: ['mini'], fabrics: ['satin', 'velvet', 'lace', 'cotton', 'denim', 'ribKnit'], details: DRESS_DETAILS, styles: ['Party', 'Y2K', 'Casual', 'Elegant'], contours: ['Bodycon', 'A-Line', 'Regular'], weight: [180, 320], price: [800, 2000], patterns: 'feminine' },
  shirtDress: { silhouette: 'dress', nouns: ['shirtDress'], fabrics: ['poplin', 'linen', 'denim', 'cotton'], details: ['buttonFront', 'belted', 'shortSleeve', 'longSleeve', 'puffSleeve'], styles: ['Casual', 'Office', 'Minimalist'], contours: ['Regular', 'A-Line', 'Loose'], weight: [250, 400], price: [1000, 2200], patterns: 'feminine' },
  kidsDress: { silhouette: 'dress', nouns: ['dress'], fabrics: ['cotton', 'muslin', 'chiffon', 'velvet', 'denim'], details: ['puffSleeve', 'ruffleTrim', 'smocked', 'shortSleeve', 'longSleeve', 'belted'], styles: ['Casual', 'Party', 'Boho'], contours: ['A-Line', 'Regular'], weight: [220, 380], price: [800, 1800], patterns: 'feminine' },
  jeans: { silhouette: 'pants', nouns: ['jeans'], fabrics: ['denim', 'stretchDenim'], details: ['highWaist', 'wideLeg', 'straightLeg', 'ripped', 'splitHem', 'cargoPocket'], styles: ['Casual', 'Streetwear', 'Vintage', 'Y2K'], contours: ['Straight', 'Skinny', 'Wide Leg', 'Regular'], weight: [450, 750], price: [1200, 2600], patterns: 'neutral' },
  trousers: { silhouette: 'pants', nouns: ['trousers', 'pants'], fabrics: ['twill', 'linen', 'crepe', 'corduroy', 'cotton'], details: TROUSER_DETAILS, styles: ['Office', 'Minimalist', 'Casual', 'Elegant'], contours: ['Straight', 'Wide Leg', 'Regular'], weight: [300, 520], price: [900, 2000], patterns: 'neutral' },
  skirt: { silhouette: 'skirt', nouns: ['skirt'], fabrics: ['denim', 'satin', 'chiffon', 'corduroy', 'tweed', 'linen'], details: ['highWaist', 'pleated', 'sideSlit', 'buttonFront', 'wrap', 'ruffleTrim'], styles: ['Elegant', 'Casual', 'Y2K', 'Office', 'Boho'], contours: ['A-Line', 'Bodycon', 'Regular'], weight: [180, 380], price: [700, 1800], patterns: 'feminine' },
  shorts: { silhouette: 'shorts', nouns: ['shorts'], fabrics: ['denim', 'linen', 'cotton', 'twill'], details: ['highWaist', 'drawstring', 'cargoPocket', 'elasticWaist', 'ripped', 'pleated'], styles: ['Casual', 'Streetwear', 'Boho'], contours: ['Regular', 'Loose', 'Straight'], weight: [180, 350], price: [600, 1400], patterns: 'neutral' },
  leggings: { silhouette: 'pants', nouns: ['leggings'], fabrics: ['stretchJersey', 'cotton', 'ribKnit'], details: ['highWaist', 'seamless', 'sidePocket'], styles: ['Casual', 'Sporty', 'Minimalist'], contours: ['Skinny', 'Slim'], weight: [160, 260], price: [500, 1200], patterns: 'neutral' },
  sweater: { silhouette: 'sweater', nouns: ['sweater', 'jumper'], fabrics: ['knit', 'ribKnit', 'woolBlend'], details: ['crewNeck', 'vNeck', 'turtleneck', 'cableKnit', 'dropShoulder', 'mockNeck'], styles: ['Casual', 'Minimalist', 'Vintage', 'Elegant'], contours: ['Regular', 'Loose', 'Oversized'], weight: [380, 720], price: [1100, 2800], oneSize: 0.1, patterns: 'neutral' },
  cardigan: { silhouette: 'sweater', nouns: ['cardigan'], fabrics: ['knit', 'ribKnit', 'woolBlend'], details: ['buttonFront', 'vNeck', 'cableKnit', 'dropShoulder', 'belted'], styles: ['Casual', 'Vintage', 'Minimalist', 'Office'], contours: ['Regular', 'Loose', 'Oversized'], weight: [350, 650], price: [1000, 2600], oneSize: 0.12, patterns: 'neutral' },
  jacket: { silhouette: 'jacket', nouns: ['jacket'], fabrics: ['denim', 'nylon', 'corduroy', 'twill', 'fleece'], details: OUTER_DETAILS, styles: ['Casual', 'Streetwear', 'Vintage', 'Sporty'], contours: ['Regular', 'Loose', 'Oversized'], weight: [450, 850], price: [1600, 3800], patterns: 'masculine' },
  coat: { silhouette: 'coat', nouns: ['coat'], fabrics: ['woolBlend', 'tweed', 'twill', 'nylon'], details: ['belted', 'doubleBreasted', 'singleBreasted', 'hooded', 'quilted', 'notchedLapel'], styles: ['Elegant', 'Minimalist', 'Office', 'Casual'], contours: ['Regular', 'Oversized', 'Straight'], weight: [700, 900], price: [2600, 4500], patterns: 'neutral' },
  blazer: { silhouette: 'jacket', nouns: ['blazer'], fabrics: ['crepe', 'twill', 'tweed', 'linen', 'velvet'], details: ['singleBreasted', 'doubleBreasted', 'notchedLapel', 'belted'], styles: ['Office', 'Elegant', 'Minimalist'], contours: ['Regular', 'Slim', 'Oversized'], weight: [450, 750], price: [1800, 3600], patterns: 'neutral' },
  jumpsuit: { silhouette: 'jumpsuit', nouns: ['jumpsuit'], fabrics: ['linen', 'cotton', 'crepe', 'denim', 'satin'], details: ['wideLeg', 'belted', 'spaghettiStrap', 'vNeck', 'tieFront', 'sleeveless', 'buttonFront'], styles: ['Casual', 'Elegant', 'Boho', 'Party'], contours: ['Regular', 'Wide Leg', 'Loose'], weight: [300, 520], price: [1100, 2500], patterns: 'feminine' },
  romper: { silhouette: 'jumpsuit', nouns: ['romper'], fabrics: ['linen', 'cotton', 'chiffon', 'denim'], details: ['smocked', 'tieFront', 'spaghettiStrap', 'puffSleeve', 'ruffleTrim', 'sleeveless'], styles: ['Boho', 'Casual', 'Party'], contours: ['Regular', 'Loose'], weight: [200, 350], price: [800, 1800], patterns: 'feminine' },
  polo: { silhouette: 'tshirt', nouns: ['polo'], fabrics: ['pique', 'cotton'], details: ['shortSleeve', 'longSleeve', 'contrastCollar', 'buttonFront'], styles: ['Casual', 'Office', 'Sporty'], contours: ['Regular', 'Slim'], weight: [200, 290], price: [650, 1400], printOnDemand: true, patterns: 'masculine' },
  hoodie: { silhouette: 'hoodie', nouns: ['hoodie', 'sweatshirt'], fabrics: ['fleece', 'frenchTerry', 'cotton'], details: ['kangarooPocket', 'dropShoulder', 'zipUp', 'halfZip', 'crewNeck', 'drawstring'], styles: ['Streetwear', 'Casual', 'Sporty', 'Y2K'], contours: ['Regular', 'Loose', 'Oversized'], weight: [450, 760], price: [1100, 2400], printOnDemand: true, patterns: 'masculine' },
  chinos: { silhouette: 'pants', nouns: ['chinos'], fabrics: ['twill', 'cotton', 'linen'], details: ['straightLeg', 'pleated', 'elasticWaist', 'drawstring'], styles: ['Office', 'Casual', 'Minimalist'], contours: ['Slim', 'Straight', 'Regular'], weight: [380, 560], price: [1000, 2000], patterns: 'neutral' },
  joggers: { silhouette: 'pants', nouns: ['joggers'], fabrics: ['fleece', 'frenchTerry', 'cotton', 'nylon'], details: ['drawstring', 'cargoPocket', 'elasticWaist', 'zipUp'], styles: ['Streetwear', 'Sporty', 'Casual'], contours: ['Regular', 'Loose', 'Slim'], weight: [380, 600], price: [900, 1900], patterns: 'masculine' },
  sportsBra: { silhouette: 'tshirt', nouns: ['sportsBra'], fabrics: ['stretchJersey', 'mesh'], details: ['racerback', 'seamless', 'quickDry', 'squareNeck'], styles: ['Sporty'], contours: ['Slim'], weight: [120, 180], price: [450, 1100], patterns: 'neutral' },
  activeLeggings: { silhouette: 'pants', nouns: ['yogaLeggings', 'leggings'], fabrics: ['stretchJersey', 'mesh'], details: ['highWaist', 'seamless', 'sidePocket', 'quickDry'], styles: ['Sporty'], contours: ['Skinny', 'Slim'], weight: [180, 290], price: [700, 1600], patterns: 'neutral' },
  activeTank: { silhouette: 'tshirt', nouns: ['workoutTank'], fabrics: ['mesh', 'stretchJersey', 'modal'], details: ['racerback', 'quickDry', 'seamless'], styles: ['Sporty'], contours: ['Slim', 'Regular'], weight: [120, 180], price: [450, 1000], patterns: 'neutral' },
  trackJacket: { silhouette: 'jacket', nouns: ['trackJacket'], fabrics: ['nylon', 'stretchJersey', 'fleece'], details: ['zipUp', 'hooded', 'quickDry', 'halfZip'], styles: ['Sporty', 'Streetwear'], contours: ['Regular', 'Slim'], weight: [350, 560], price: [1400, 2800], patterns: 'masculine' },
  trainingTee: { silhouette: 'tshirt', nouns: ['trainingTee'], fabrics: ['mesh', 'stretchJersey', 'cotton'], details: ['quickDry', 'crewNeck', 'shortSleeve', 'longSleeve'], styles: ['Sporty'], contours: ['Slim', 'Regular'], weight: [130, 210], price: [450, 1000], printOnDemand: true, patterns: 'masculine' },
  runningShorts: { silhouette: 'shorts', nouns: ['runningShorts'], fabrics: ['nylon', 'mesh', 'stretchJersey'], details: ['quickDry', 'drawstring', 'sidePocket', 'elasticWaist'], styles: ['Sporty'], contours: ['Regular', 'Loose'], weight: [120, 200], price: [500, 1100], patterns: 'masculine' },
  trackPants: { silhouette: 'pants', nouns: ['trackPants', 'joggers'], fabrics: ['nylon', 'frenchTerry', 'fleece'], details: ['drawstring', 'zipUp', 'sidePocket', 'elasticWaist'], styles: ['Sporty', 'Streetwear'], contours: ['Regular', 'Slim'], weight: [320, 500], price: [1000, 2000], patterns: 'masculine' },
  kidsTop: { silhouette: 'tshirt', nouns: ['top', 'tee'], fabrics: ['cotton', 'jersey', 'muslin'], details: ['ruffleTrim', 'puffSleeve', 'shortSleeve', 'longSleeve', 'crewNeck'], styles: ['Casual', 'Party'], contours: ['Regular', 'Loose'], weight: [150, 240], price: [450, 1100], patterns: 'feminine' },
  kidsOuter: { silhouette: 'jacket', nouns: ['jacket', 'coat'], fabrics: ['denim', 'nylon', 'fleece', 'corduroy'], details: ['zipUp', 'hooded', 'quilted', 'buttonFront'], styles: ['Casual', 'Sporty'], contours: ['Regular'], weight: [350, 650], price: [1300, 2800], patterns: 'neutral' },
  babyRomper: { silhouette: 'jumpsuit', nouns: ['babyRomper'], fabrics: ['cotton', 'muslin', 'frenchTerry'], details: ['snapButton', 'shortSleeve', 'longSleeve', 'ruffleTrim'], styles: ['Casual'], contours: ['Regular'], weight: [120, 210], price: [350, 850], patterns: 'neutral' },
  babySet: { silhouette: 'tshirt', nouns: ['babySet'], fabrics: ['cotton', 'muslin', 'frenchTerry'], details: ['snapButton', 'shortSleeve', 'longSleeve', 'ruffleTrim'], styles: ['Casual'], contours: ['Regular'], weight: [150, 280], price: [500, 1200], patterns: 'neutral' },
} as const satisfies Record<string, Garment>;
export type GarmentKey = keyof typeof GARMENTS;
