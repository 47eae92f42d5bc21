
/**
 * The demo catalogue's names (categories, navigation, albums, events, banners) in the nine
 * interface languages that vocabulary.ts `tr` leaves out, so the mall reads in all seventeen.
 * Each line: ko | ar | it | vi | tr | th | nl | he | id.
 */
const MORE_LOCALES = ['ko', 'ar', 'it', 'vi', 'tr', 'th', 'nl', 'he', 'id'] as const;

const NAMES: Record<string, string> = {
  // categories
  Women: '여성|نساء|Donna|Nữ|Kadın|ผู้หญิง|Dames|נשים|Wanita',
  Tops: '상의|بلوزات وقمصان|Top|Áo|Üstler|เสื้อ|Tops|חולצות|Atasan',
  'T-Shirts': '티셔츠|تيشيرتات|T-shirt|Áo thun|Tişörtler|เสื้อยืด|T-shirts|טישרטים|Kaos',
  Blouses: '블라우스|بلوزات|Bluse|Áo blouse|Bluzlar|เสื้อเบลาส์|Blouses|חולצות נשים|Blus',
  Shirts: '셔츠|قمصان|Camicie|Áo sơ mi|Gömlekler|เสื้อเชิ้ต|Overhemden|חולצות מכופתרות|Kemeja',
  'Tank Tops & Camis': '탱크톱 & 캐미솔|بلوزات بحمالات|Canotte e top|Áo ba lỗ & áo hai dây|Atlet ve askılı bluzlar|เสื้อกล้ามและสายเดี่ยว|Tanktops & hemdjes|גופיות|Tank top & kamisol',
  'Crop Tops': '크롭톱|بلوزات قصيرة|Crop top|Áo croptop|Crop top|ครอปท็อป|Croptops|טופים קצרים|Crop top',
  Dresses: '원피스|فساتين|Abiti|Váy đầm|Elbiseler|ชุดเดรส|Jurken|שמלות|Gaun',
  'Maxi Dresses': '맥시 원피스|فساتين طويلة|Abiti lunghi|Đầm maxi|Uzun elbiseler|เดรสยาว|Maxi-jurken|שמלות מקסי|Gaun maxi',
  'Midi Dresses': '미디 원피스|فساتين ميدي|Abiti midi|Đầm midi|Midi elbiseler|เดรสมิดี้|Midi-jurken|שמלות מידי|Gaun midi',
  'Mini Dresses': '미니 원피스|فساتين قصيرة|Miniabiti|Đầm ngắn|Mini elbiseler|เดรสสั้น|Mini-jurken|שמלות מיני|Gaun mini',
  'Shirt Dresses': '셔츠 원피스|فساتين قميص|Abiti chemisier|Đầm sơ mi|Gömlek elbiseler|เดรสเชิ้ต|Blousejurken|שמלות חולצה|Gaun kemeja',
  Bottoms: '하의|ملابس سفلية|Pantaloni e gonne|Quần & váy|Altlar|กางเกงและกระโปรง|Broeken & rokken|מכנסיים וחצאיות|Bawahan',
  Jeans: '청바지|جينز|Jeans|Quần jeans|Kot pantolonlar|กางเกงยีนส์|Jeans|ג׳ינסים|Jeans',
  Trousers: '바지|بناطيل|Pantaloni|Quần dài|Pantolonlar|กางเกงขายาว|Broeken|מכנסיים|Celana panjang',
  Skirts: '스커트|تنانير|Gonne|Chân váy|Etekler|กระโปรง|Rokken|חצאיות|Rok',
  Shorts: '반바지|شورتات|Shorts|Quần short|Şortlar|กางเกงขาสั้น|Shorts|מכנסיים קצרים|Celana pendek',
  Leggings: '레깅스|ليغنز|Leggings|Quần legging|Taytlar|เลกกิ้ง|Leggings|טייצים|Legging',
  Knitwear: '니트웨어|ملابس محبوكة|Maglieria|Đồ len|Triko|เสื้อถัก|Breigoed|סריגים|Rajutan',
  Sweaters: '스웨터|كنزات|Maglioni|Áo len|Kazaklar|เสื้อสเวตเตอร์|Truien|סוודרים|Sweter',
  Cardigans: '카디건|كارديغان|Cardigan|Áo cardigan|Hırkalar|คาร์ดิแกน|Vesten|קרדיגנים|Kardigan',
  Outerwear: '아우터|ملابس خارجية|Capispalla|Áo khoác ngoài|Dış giyim|เสื้อคลุม|Jassen & mantels|הלבשה עליונה|Pakaian luar',
  Jackets: '재킷|جاكيتات|Giacche|Áo khoác|Ceketler|แจ็คเก็ต|Jassen|ז׳קטים|Jaket',
  Coats: '코트|معاطف|Cappotti|Áo măng tô|Kabanlar|โค้ท|Mantels|מעילים|Mantel',
  Blazers: '블레이저|بليزرات|Blazer|Áo blazer|Blazerlar|เบลเซอร์|Blazers|בלייזרים|Blazer',
  'Jumpsuits & Sets': '점프수트 & 세트|أفرولات وأطقم|Tute e completi|Jumpsuit & bộ đồ|Tulumlar ve takımlar|จั๊มสูทและเซ็ต|Jumpsuits & sets|אוברולים וסטים|Jumpsuit & setelan',
  Jumpsuits: '점프수트|أفرولات|Tute intere|Jumpsuit|Tulumlar|จั๊มสูท|Jumpsuits|אוברולים|Jumpsuit',
  Rompers: '롬퍼|أفرولات قصيرة|Tutine corte|Jumpsuit ngắn|Şort tulumlar|จั๊มสูทขาสั้น|Playsuits|אוברולים קצרים|Romper',
  Men: '남성|رجال|Uomo|Nam|Erkek|ผู้ชาย|Heren|גברים|Pria',
  'Polo Shirts': '폴로 셔츠|قمصان بولو|Polo|Áo polo|Polo tişörtler|เสื้อโปโล|Poloshirts|חולצות פולו|Kaos polo',
  'Hoodies & Sweatshirts': '후드티 & 맨투맨|هوديز وسويت شيرتات|Felpe|Áo hoodie & áo nỉ|Kapüşonlular ve sweatshirtler|ฮู้ดดี้และสเวตเชิ้ต|Hoodies & sweaters|קפוצ׳ונים וסווטשירטים|Hoodie & sweatshirt',
  Chinos: '치노 팬츠|بناطيل تشينو|Chino|Quần chinos|Chino pantolonlar|กางเกงชิโน่|Chino’s|מכנסי צ׳ינו|Celana chino',
  Joggers: '조거 팬츠|بناطيل جوغر|Pantaloni jogger|Quần jogger|Jogger pantolonlar|กางเกงจ็อกเกอร์|Joggingbroeken|מכנסי ג׳וגר|Celana jogger',
  Kids: '아동|أطفال|Bambini|Trẻ em|Çocuk|เด็ก|Kinderen|ילדים|Anak',
  Girls: '여아|بنات|Bambina|Bé gái|Kız çocuk|เด็กผู้หญิง|Meisjes|בנות|Anak perempuan',
  Boys: '남아|أولاد|Bambino|Bé trai|Erkek çocuk|เด็กผู้ชาย|Jongens|בנים|Anak laki-laki',
  Pants: '바지|بناطيل|Pantaloni|Quần dài|Pantolonlar|กางเกง|Broeken|מכנסיים|Celana',
  Hoodies: '후드티|هوديز|Felpe con cappuccio|Áo hoodie|Kapüşonlular|ฮู้ดดี้|Hoodies|קפוצ׳ונים|Hoodie',
  Baby: '유아|رضع|Neonato|Em bé|Bebek|เด็กอ่อน|Baby|תינוקות|Bayi',
  Sets: '세트|أطقم|Completi|Bộ đồ|Takımlar|ชุดเซ็ต|Sets|סטים|Setelan',
  'Plus Size': '빅사이즈|مقاسات كبيرة|Taglie forti|Big size|Büyük beden|ไซส์ใหญ่|Grote maten|מידות גדולות|Ukuran besar',
  Activewear: '액티브웨어|ملابس رياضية|Abbigliamento sportivo|Đồ thể thao|Spor giyim|ชุดออกกำลังกาย|Sportkleding|ביגוד ספורט|Pakaian olahraga',
  "Women's Activewear": '여성 액티브웨어|ملابس رياضية نسائية|Sportswear donna|Đồ thể thao nữ|Kadın spor giyim|ชุดออกกำลังกายผู้หญิง|Sportkleding dames|ביגוד ספורט לנשים|Pakaian olahraga wanita',
  'Sports Bras': '스포츠 브라|حمالات صدر رياضية|Reggiseni sportivi|Áo ngực thể thao|Spor sütyenleri|สปอร์ตบรา|Sportbeha’s|חזיות ספורט|Bra olahraga',
  'Tank Tops': '탱크톱|قمصان بلا أكمام|Canotte|Áo ba lỗ|Atletler|เสื้อกล้าม|Tanktops|גופיות|Tank top',
  "Men's Activewear": '남성 액티브웨어|ملابس رياضية رجالية|Sportswear uomo|Đồ thể thao nam|Erkek spor giyim|ชุดออกกำลังกายผู้ชาย|Sportkleding heren|ביגוד ספורט לגברים|Pakaian olahraga pria',
  'Training T-Shirts': '트레이닝 티셔츠|تيشيرتات تمرين|T-shirt da allenamento|Áo thun tập luyện|Antrenman tişörtleri|เสื้อยืดออกกำลังกาย|Trainingsshirts|חולצות אימון|Kaos latihan',
  // navigation
  'New In': '신상품|وصل حديثًا|Novità|Hàng mới về|Yeni gelenler|สินค้าใหม่|Nieuw binnen|חדש באתר|Produk baru',
  'Best Sellers': '베스트셀러|الأكثر مبيعًا|Più venduti|Bán chạy nhất|Çok satanlar|สินค้าขายดี|Bestsellers|רבי מכר|Terlaris',
  Trending: '트렌드|الرائج|Tendenze|Xu hướng|Trendler|กำลังฮิต|Trending|טרנדים|Sedang tren',
  Aesthetics: '스타일|الأنماط|Stili|Phong cách|Tarzlar|สไตล์|Stijlen|סגנונות|Gaya',
  Y2K: 'Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K',
  Boho: '보헤미안|بوهو|Boho|Boho|Bohem|โบฮีเมียน|Boho|בוהו|Boho',
  Minimalist: '미니멀|بسيط|Minimalista|Tối giản|Minimalist|มินิมอล|Minimalistisch|מינימליסטי|Minimalis',
  Vintage: '빈티지|عتيق|Vintage|Cổ điển|Vintage|วินเทจ|Vintage|וינטג׳|Vintage',
  'Must-Haves': '필수 아이템|أساسيات|Must-have|Món phải có|Olmazsa olmazlar|ไอเท็มที่ต้องมี|Musthaves|פריטי חובה|Wajib punya',
  'Linen Shirts': '린넨 셔츠|قمصان كتان|Camicie di lino|Áo sơ mi lanh|Keten gömlekler|เสื้อเชิ้ตลินิน|Linnen overhemden|חולצות פשתן|Kemeja linen',
  'Wide Leg Trousers': '와이드 팬츠|بناطيل واسعة|Pantaloni a gamba larga|Quần ống rộng|Geniş paça pantolonlar|กางเกงขากว้าง|Wijde broeken|מכנסיים רחבים|Celana kulot',
  'Oversized Hoodies': '오버사이즈 후드티|هوديز واسعة|Felpe oversize|Áo hoodie oversize|Oversize kapüşonlular|ฮู้ดดี้โอเวอร์ไซส์|Oversized hoodies|קפוצ׳ונים אוברסייז|Hoodie oversize',
  Sale: '세일|تخفيضات|Saldi|Giảm giá|İndirim|ลดราคา|Sale|מבצעים|Diskon',
  'Flash Sale': '플래시 세일|تخفيضات سريعة|Vendita lampo|Flash sale|Flaş indirim|แฟลชเซล|Flashsale|מבצע בזק|Flash sale',
  'Special Offers': '특가|عروض خاصة|Offerte speciali|Ưu đãi đặc biệt|Özel teklifler|ข้อเสนอพิเศษ|Speciale aanbiedingen|הצעות מיוחדות|Penawaran spesial',
  'Festival Collections': '시즌 컬렉션|مجموعات المواسم|Collezioni delle feste|Bộ sưu tập lễ hội|Özel gün koleksiyonları|คอลเลกชันเทศกาล|Feestcollecties|קולקציות חגים|Koleksi musiman',
  'Swimwear (coming soon)': '수영복 (출시 예정)|ملابس السباحة (قريبًا)|Costumi da bagno (in arrivo)|Đồ bơi (sắp ra mắt)|Mayo (çok yakında)|ชุดว่ายน้ำ (เร็วๆ นี้)|Badmode (binnenkort)|בגדי ים (בקרוב)|Baju renang (segera hadir)',
  'Shipping & Delivery': '배송 안내|الشحن والتوصيل|Spedizione e consegna|Vận chuyển & giao hàng|Kargo ve teslimat|การจัดส่ง|Verzending & levering|משלוחים|Pengiriman',
  // albums
  'Boutique Favourites': '부티크 추천|مفضلات البوتيكات|Preferiti delle boutique|Boutique yêu thích|Butiklerin favorileri|ร้านบูติกชื่นชอบ|Favorieten van boetieks|המועדפים של הבוטיקים|Favorit butik',
  'Y2K Revival': 'Y2K 리바이벌|عودة Y2K|Ritorno Y2K|Y2K trở lại|Y2K geri dönüyor|Y2K กลับมาแล้ว|Y2K-revival|חזרת ה-Y2K|Kebangkitan Y2K',
  // events
  'Midnight Flash Sale': '자정 플래시 세일|تخفيضات منتصف الليل السريعة|Vendita lampo di mezzanotte|Flash sale nửa đêm|Gece yarısı flaş indirimi|แฟลชเซลเที่ยงคืน|Middernacht-flashsale|מבצע בזק של חצות|Flash sale tengah malam',
  'Weekend Flash Sale': '주말 플래시 세일|تخفيضات نهاية الأسبوع السريعة|Vendita lampo del weekend|Flash sale cuối tuần|Hafta sonu flaş indirimi|แฟลชเซลสุดสัปดาห์|Weekend-flashsale|מבצע בזק לסוף השבוע|Flash sale akhir pekan',
  '72-Hour Flash Sale': '72시간 플래시 세일|تخفيضات سريعة لمدة 72 ساعة|Vendita lampo di 72 ore|Flash sale 72 giờ|72 saatlik flaş indirim|แฟลชเซล 72 ชั่วโมง|72-uurs flashsale|מבצע בזק של 72 שעות|Flash sale 72 jam',
  'Early Bird Flash Sale': '얼리버드 플래시 세일|تخفيضات سريعة للمبكرين|Vendita lampo early bird|Flash sale ưu đãi sớm|Erken alışveriş flaş indirimi|แฟลชเซลสำหรับผู้มาก่อน|Vroegboek-flashsale|מבצע בזק למקדימים|Flash sale early bird',
  'Summer Clearance': '여름 클리어런스|تصفية الصيف|Svendita estiva|Xả hàng mùa hè|Yaz sonu indirimi|ล้างสต็อกฤดูร้อน|Zomeropruiming|חיסול קיץ|Cuci gudang musim panas',
  'Bulk Buy Savings': '대량 구매 할인|توفير الشراء بالجملة|Risparmi sugli acquisti all’ingrosso|Ưu đãi mua số lượng lớn|Toplu alım indirimi|ประหยัดเมื่อซื้อจำนวนมาก|Korting bij grote aantallen|חיסכון בקנייה סיטונאית|Hemat beli grosir',
  'New Season Markdown': '신상 시즌 할인|تخفيضات الموسم الجديد|Sconti nuova stagione|Giảm giá mùa mới|Yeni sezon indirimi|ลดราคาซีซั่นใหม่|Nieuw-seizoenkorting|הנחות עונה חדשה|Diskon musim baru',
  'Black Friday Edit': '블랙 프라이데이 에디트|مختارات الجمعة السوداء|Selezione Black Friday|Tuyển chọn Black Friday|Black Friday seçkisi|คัดสรร Black Friday|Black Friday-selectie|מבחר בלאק פריידיי|Pilihan Black Friday',
  'Christmas Party': '크리스마스 파티|حفلة عيد الميلاد|Festa di Natale|Tiệc Giáng sinh|Yılbaşı partisi|ปาร์ตี้คริสต์มาส|Kerstfeest|מסיבת חג המולד|Pesta Natal',
  'Winter Essentials': '겨울 필수템|أساسيات الشتاء|Essenziali invernali|Đồ thiết yếu mùa đông|Kış temelleri|ของจำเป็นหน้าหนาว|Winteressentials|פריטי חובה לחורף|Perlengkapan musim dingin',
  'Spring Preview': '봄 프리뷰|لمحة عن الربيع|Anteprima primavera|Xem trước mùa xuân|İlkbahar ön izlemesi|พรีวิวฤดูใบไม้ผลิ|Voorjaarspreview|הצצה לאביב|Pratinjau musim semi',
  // banners
  'Flash Sale: up to 60% off': '플래시 세일: 최대 60% 할인|تخفيضات سريعة: خصم حتى 60%|Vendita lampo: fino al 60% di sconto|Flash sale: giảm đến 60%|Flaş indirim: %60’a varan indirim|แฟลชเซล: ลดสูงสุด 60%|Flashsale: tot 60% korting|מבצע בזק: עד 60% הנחה|Flash sale: diskon hingga 60%',
  'New In This Week': '이번 주 신상품|وصل هذا الأسبوع|Novità della settimana|Hàng mới tuần này|Bu haftanın yenileri|สินค้าใหม่สัปดาห์นี้|Nieuw deze week|חדש השבוע|Baru minggu ini',
  'Fast Worldwide Shipping': '빠른 해외 배송|شحن سريع لجميع أنحاء العالم|Spedizione rapida in tutto il mondo|Giao hàng nhanh toàn cầu|Dünya çapında hızlı kargo|จัดส่งรวดเร็วทั่วโลก|Snelle wereldwijde verzending|משלוח מהיר לכל העולם|Pengiriman cepat ke seluruh dunia',
};

/** A demo name's translations in all sixteen other languages; a name missing here is a mistake in the table. */
export function everyLocale(english: string, names: Readonly<Record<string, string>>): Record<string, string> {
  const line = NAMES[english];
  if (!line) throw new Error(`no ko/ar/it/vi/tr/th/nl/he/id names for '${english}' in more-locales.ts`);
  const words = line.split('|');
  if (words.length !== MORE_LOCALES.length) throw new Error(`'${english}' has ${words.length} names instead of ${MORE_LOCALES.length}`);
  return { ...names, ...Object.fromEntries(MORE_LOCALES.map((locale, i) => [locale, words[i]!.trim()])) };
}
