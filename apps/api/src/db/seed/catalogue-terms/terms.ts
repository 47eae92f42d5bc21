import type { TermKind } from '@threadway/contracts';
import { translations } from './translations.ts';

/**
 * The catalogue's vocabularies as the demo catalogue uses them, translated into the sixteen
 * other interface languages (zh-CN ru fr de pt es ja ko ar it vi tr th nl he id). Operators edit
 * them afterwards in the back office; the seed never overwrites an edited term.
 */
const COLOURS: Record<string, string> = {
  Black: '黑色|Чёрный|Noir|Schwarz|Preto|Negro|ブラック|블랙|أسود|Nero|Đen|Siyah|ดำ|Zwart|שחור|Hitam',
  White: '白色|Белый|Blanc|Weiß|Branco|Blanco|ホワイト|화이트|أبيض|Bianco|Trắng|Beyaz|ขาว|Wit|לבן|Putih',
  Ivory: '象牙白|Слоновая кость|Ivoire|Elfenbein|Marfim|Marfil|アイボリー|아이보리|عاجي|Avorio|Trắng ngà|Fildişi|งาช้าง|Ivoor|שנהב|Gading',
  Beige: '米色|Бежевый|Beige|Beige|Bege|Beige|ベージュ|베이지|بيج|Beige|Màu be|Bej|เบจ|Beige|בז׳|Krem',
  Khaki: '卡其色|Хаки|Kaki|Khaki|Cáqui|Caqui|カーキ|카키|كاكي|Cachi|Kaki|Haki|กากี|Kaki|חאקי|Khaki',
  Camel: '驼色|Верблюжий|Camel|Camel|Camelo|Camel|キャメル|카멜|جملي|Cammello|Màu lạc đà|Deve tüyü|สีอูฐ|Camel|קאמל|Camel',
  Brown: '棕色|Коричневый|Marron|Braun|Marrom|Marrón|ブラウン|브라운|بني|Marrone|Nâu|Kahverengi|น้ำตาล|Bruin|חום|Cokelat',
  Chocolate: '巧克力色|Шоколадный|Chocolat|Schokobraun|Chocolate|Chocolate|チョコレート|초콜릿|شوكولاتة|Cioccolato|Nâu sô-cô-la|Çikolata|ช็อกโกแลต|Chocolade|שוקולד|Cokelat tua',
  'Light Grey': '浅灰色|Светло-серый|Gris clair|Hellgrau|Cinza-claro|Gris claro|ライトグレー|라이트 그레이|رمادي فاتح|Grigio chiaro|Xám nhạt|Açık gri|เทาอ่อน|Lichtgrijs|אפור בהיר|Abu-abu muda',
  Grey: '灰色|Серый|Gris|Grau|Cinza|Gris|グレー|그레이|رمادي|Grigio|Xám|Gri|เทา|Grijs|אפור|Abu-abu',
  Charcoal: '炭灰色|Графитовый|Anthracite|Anthrazit|Grafite|Gris marengo|チャコール|차콜|فحمي|Antracite|Xám than|Antrasit|เทาถ่าน|Antraciet|אפור פחם|Arang',
  Navy: '藏青色|Тёмно-синий|Bleu marine|Marineblau|Azul-marinho|Azul marino|ネイビー|네이비|كحلي|Blu navy|Xanh navy|Lacivert|กรมท่า|Marineblauw|כחול כהה|Biru dongker',
  'Royal Blue': '宝蓝色|Королевский синий|Bleu roi|Königsblau|Azul royal|Azul rey|ロイヤルブルー|로열 블루|أزرق ملكي|Blu reale|Xanh hoàng gia|Saks mavisi|น้ำเงินรอยัล|Koningsblauw|כחול רויאל|Biru royal',
  'Sky Blue': '天蓝色|Небесно-голубой|Bleu ciel|Himmelblau|Azul-celeste|Azul cielo|スカイブルー|스카이 블루|أزرق سماوي|Azzurro|Xanh da trời|Gök mavisi|ฟ้า|Hemelsblauw|תכלת|Biru langit',
  'Denim Blue': '牛仔蓝|Джинсовый синий|Bleu denim|Jeansblau|Azul jeans|Azul vaquero|デニムブルー|데님 블루|أزرق جينز|Blu denim|Xanh denim|Kot mavisi|ฟ้ายีนส์|Denimblauw|כחול ג׳ינס|Biru denim',
  Teal: '水鸭绿|Сине-зелёный|Bleu canard|Petrol|Verde-azulado|Verde azulado|ティール|틸|أزرق مخضر|Verde petrolio|Xanh mòng két|Petrol mavisi|เขียวหัวเป็ด|Petrol|טורקיז כהה|Hijau toska',
  Mint: '薄荷绿|Мятный|Menthe|Mintgrün|Menta|Menta|ミント|민트|نعناعي|Menta|Xanh bạc hà|Nane yeşili|เขียวมินต์|Mintgroen|מנטה|Hijau mint',
  'Sage Green': '鼠尾草绿|Шалфейный|Vert sauge|Salbeigrün|Verde-sálvia|Verde salvia|セージグリーン|세이지 그린|أخضر مريمي|Verde salvia|Xanh xô thơm|Adaçayı yeşili|เขียวเสจ|Saliegroen|ירוק מרווה|Hijau sage',
  Olive: '橄榄绿|Оливковый|Kaki olive|Oliv|Oliva|Oliva|オリーブ|올리브|زيتوني|Oliva|Xanh ô liu|Zeytin yeşili|เขียวมะกอก|Olijfgroen|זית|Zaitun',
  'Army Green': '军绿色|Армейский зелёный|Vert militaire|Armeegrün|Verde militar|Verde militar|アーミーグリーン|아미 그린|أخضر عسكري|Verde militare|Xanh quân đội|Haki yeşil|เขียวทหาร|Legergroen|ירוק צבאי|Hijau army',
  Emerald: '祖母绿|Изумрудный|Émeraude|Smaragdgrün|Esmeralda|Esmeralda|エメラルド|에메랄드|زمردي|Smeraldo|Xanh ngọc lục bảo|Zümrüt yeşili|มรกต|Smaragdgroen|ירוק אמרלד|Hijau zamrud',
  Yellow: '黄色|Жёлтый|Jaune|Gelb|Amarelo|Amarillo|イエロー|옐로|أصفر|Giallo|Vàng|Sarı|เหลือง|Geel|צהוב|Kuning',
  Mustard: '芥末黄|Горчичный|Moutarde|Senfgelb|Mostarda|Mostaza|マスタード|머스터드|خردلي|Senape|Vàng mù tạt|Hardal sarısı|เหลืองมัสตาร์ด|Mosterdgeel|חרדל|Kuning mustard',
  Orange: '橙色|Оранжевый|Orange|Orange|Laranja|Naranja|オレンジ|오렌지|برتقالي|Arancione|Cam|Turuncu|ส้ม|Oranje|כתום|Oranye',
  Apricot: '杏色|Абрикосовый|Abricot|Aprikose|Damasco|Albaricoque|アプリコット|살구색|مشمشي|Albicocca|Màu mơ|Kayısı|แอปริคอท|Abrikoos|משמש|Aprikot',
  Coral: '珊瑚色|Коралловый|Corail|Koralle|Coral|Coral|コーラル|코랄|مرجاني|Corallo|San hô|Mercan|ปะการัง|Koraal|אלמוג|Koral',
  Rust: '铁锈红|Ржавый|Rouille|Rostrot|Ferrugem|Óxido|ラスト|러스트|صدئي|Ruggine|Nâu gỉ sắt|Pas rengi|สีสนิม|Roestbruin|חלודה|Karat',
  Red: '红色|Красный|Rouge|Rot|Vermelho|Rojo|レッド|레드|أحمر|Rosso|Đỏ|Kırmızı|แดง|Rood|אדום|Merah',
  Burgundy: '酒红色|Бордовый|Bordeaux|Bordeaux|Bordô|Burdeos|バーガンディ|버건디|خمري|Bordeaux|Đỏ burgundy|Bordo|เบอร์กันดี|Bordeaux|בורדו|Merah marun',
  'Wine Red': '葡萄酒红|Винный|Lie-de-vin|Weinrot|Vinho|Rojo vino|ワインレッド|와인 레드|أحمر نبيذي|Rosso vino|Đỏ rượu vang|Şarap kırmızısı|แดงไวน์|Wijnrood|אדום יין|Merah anggur',
  Pink: '粉色|Розовый|Rose|Rosa|Rosa|Rosa|ピンク|핑크|وردي|Rosa|Hồng|Pembe|ชมพู|Roze|ורוד|Merah muda',
  'Baby Pink': '浅粉色|Нежно-розовый|Rose pâle|Babyrosa|Rosa-bebê|Rosa bebé|ベビーピンク|베이비 핑크|وردي فاتح|Rosa confetto|Hồng phấn|Bebek pembesi|ชมพูอ่อน|Babyroze|ורוד בייבי|Merah muda pastel',
  'Hot Pink': '玫红色|Ярко-розовый|Rose vif|Knallpink|Rosa-choque|Rosa fucsia|ホットピンク|핫핑크|وردي فاقع|Rosa acceso|Hồng sen|Fuşya|ชมพูบานเย็น|Felroze|ורוד עז|Merah muda terang',
  'Dusty Rose': '脏粉色|Пыльная роза|Vieux rose|Altrosa|Rosa antigo|Rosa palo|ダスティローズ|더스티 로즈|وردي مغبر|Rosa antico|Hồng tro|Gül kurusu|ชมพูหม่น|Oudroze|ורוד עתיק|Merah muda pudar',
  Lilac: '丁香紫|Сиреневый|Lilas|Flieder|Lilás|Lila|ライラック|라일락|ليلكي|Lilla|Tím hoa cà|Leylak|ม่วงไลแลค|Lila|לילך|Lilak',
  Lavender: '薰衣草紫|Лавандовый|Lavande|Lavendel|Lavanda|Lavanda|ラベンダー|라벤더|لافندر|Lavanda|Tím oải hương|Lavanta|ม่วงลาเวนเดอร์|Lavendel|לבנדר|Lavender',
  Purple: '紫色|Фиолетовый|Violet|Violett|Roxo|Morado|パープル|퍼플|بنفسجي|Viola|Tím|Mor|ม่วง|Paars|סגול|Ungu',
  Taupe: '灰褐色|Серо-коричневый|Taupe|Taupe|Taupe|Topo|トープ|토프|رمادي بني|Tortora|Nâu xám|Vizon|เทาน้ำตาล|Taupe|אפור-חום|Taupe',
};

const LACE = '蕾丝|Кружево|Dentelle|Spitze|Renda|Encaje|レース|레이스|دانتيل|Pizzo|Ren|Dantel|ลูกไม้|Kant|תחרה|Renda';
const COTTON = '棉|Хлопок|Coton|Baumwolle|Algodão|Algodón|コットン|면|قطن|Cotone|Vải cotton|Pamuk|ผ้าฝ้าย|Katoen|כותנה|Katun';
const WOOL_BLEND = '羊毛混纺|Смесовая шерсть|Laine mélangée|Wollmischung|Mistura de lã|Mezcla de lana|ウール混|울 혼방|مزيج صوف|Misto lana|Len pha|Yün karışımlı|ผ้าขนสัตว์ผสม|Wolmix|תערובת צמר|Campuran wol';
const NYLON = '尼龙|Нейлон|Nylon|Nylon|Náilon|Nailon|ナイロン|나일론|نايلون|Nylon|Ni lông|Naylon|ไนลอน|Nylon|ניילון|Nilon';
const MODAL = '莫代尔|Модал|Modal|Modal|Modal|Modal|モダール|모달|مودال|Modal|Vải modal|Modal|โมดาล|Modal|מודאל|Modal';

const FABRICS: Record<string, string> = {
  Cotton: COTTON,
  Linen: '亚麻|Лён|Lin|Leinen|Linho|Lino|リネン|린넨|كتان|Lino|Vải lanh|Keten|ผ้าลินิน|Linnen|פשתן|Linen',
  Chiffon: '雪纺|Шифон|Mousseline|Chiffon|Chiffon|Gasa|シフォン|시폰|شيفون|Chiffon|Voan|Şifon|ผ้าชีฟอง|Chiffon|שיפון|Sifon',
  Satin: '缎面|Атлас|Satin|Satin|Cetim|Satén|サテン|새틴|ساتان|Raso|Lụa satin|Saten|ผ้าซาติน|Satijn|סאטן|Satin',
  Jersey: '平纹针织|Джерси|Jersey|Jersey|Malha|Punto jersey|ジャージー|저지|جيرسي|Jersey|Vải jersey|Süprem|ผ้าเจอร์ซีย์|Jersey|ג׳רסי|Jersey',
  Knit: '针织|Трикотаж|Maille|Strick|Tricô|Punto|ニット|니트|تريكو|Maglia|Vải dệt kim|Triko|ผ้าถัก|Gebreid|סריג|Rajut',
  'Rib Knit': '罗纹针织|Трикотаж в рубчик|Maille côtelée|Rippstrick|Malha canelada|Punto acanalado|リブニット|골지 니트|تريكو مضلع|Maglia a coste|Vải gân|Fitilli triko|ผ้าถักร่อง|Ribgebreid|סריג ריב|Rajut rib',
  Denim: '牛仔布|Деним|Denim|Denim|Denim|Mezclilla|デニム|데님|دنيم|Denim|Vải denim|Denim|ผ้ายีนส์|Denim|ג׳ינס|Denim',
  'Stretch Denim': '弹力牛仔布|Стрейч-деним|Denim stretch|Stretch-Denim|Denim elástico|Mezclilla elástica|ストレッチデニム|스트레치 데님|دنيم مطاطي|Denim elasticizzato|Denim co giãn|Streç denim|ยีนส์ยืด|Stretchdenim|ג׳ינס נמתח|Denim stretch',
  Fleece: '抓绒|Флис|Polaire|Fleece|Fleece|Forro polar|フリース|플리스|فليس|Pile|Vải nỉ|Polar|ผ้าฟลีซ|Fleece|פליז|Fleece',
  'French Terry': '毛圈布|Футер|Molleton|French Terry|Moletom|Felpa|裏毛|프렌치 테리|تيري فرنسي|Felpa a ricciolo|Vải da cá|Üç iplik|ผ้าเฟรนช์เทอร์รี่|French terry|טרי צרפתי|French terry',
  Corduroy: '灯芯绒|Вельвет|Velours côtelé|Cord|Veludo cotelê|Pana|コーデュロイ|코듀로이|قطيفة مضلعة|Velluto a coste|Nhung kẻ|Kadife fitilli|ผ้าลูกฟูก|Ribfluweel|קורדרוי|Korduroi',
  Twill: '斜纹布|Твил|Sergé|Twill|Sarja|Sarga|ツイル|트윌|تويل|Twill|Vải twill|Dimi|ผ้าทวิล|Keperstof|טוויל|Twill',
  Velvet: '丝绒|Бархат|Velours|Samt|Veludo|Terciopelo|ベルベット|벨벳|مخمل|Velluto|Nhung|Kadife|กำมะหยี่|Fluweel|קטיפה|Beludru',
  Poplin: '府绸|Поплин|Popeline|Popeline|Popeline|Popelina|ポプリン|포플린|بوبلين|Popeline|Vải poplin|Poplin|ผ้าป็อปลิน|Popeline|פופלין|Poplin',
  'Wool Blend': WOOL_BLEND,
  Tweed: '粗花呢|Твид|Tweed|Tweed|Tweed|Tweed|ツイード|트위드|تويد|Tweed|Vải tweed|Tüvit|ผ้าทวีด|Tweed|טוויד|Tweed',
  Nylon: NYLON,
  Mesh: '网眼布|Сетка|Résille|Mesh|Tela de malha|Malla|メッシュ|메시|شبكي|Rete|Vải lưới|File|ผ้าตาข่าย|Mesh|רשת|Jaring',
  'Stretch Jersey': '弹力针织|Стрейч-джерси|Jersey stretch|Stretch-Jersey|Malha elástica|Punto elástico|ストレッチジャージー|스트레치 저지|جيرسي مطاطي|Jersey elasticizzato|Jersey co giãn|Streç süprem|เจอร์ซีย์ยืด|Stretchjersey|ג׳רסי נמתח|Jersey stretch',
  Lace: LACE,
  Crepe: '绉纱|Креп|Crêpe|Krepp|Crepe|Crepé|クレープ|크레이프|كريب|Crêpe|Vải crepe|Krep|ผ้าเครป|Crêpe|קרפ|Krep',
  Muslin: '平纹细布|Муслин|Mousseline de coton|Musselin|Musselina|Muselina|ガーゼ|모슬린|موسلين|Mussola|Vải muslin|Müslin|ผ้ามัสลิน|Mousseline|מוסלין|Muslin',
  Pique: '珠地布|Пике|Piqué|Piqué|Piquet|Piqué|鹿の子|피케|بيكيه|Piqué|Vải cá sấu|Pike|ผ้าปิเก้|Piqué|פיקה|Pique',
  Modal: MODAL,
};

const MATERIALS: Record<string, string> = {
  Cotton: COTTON,
  'Linen Blend': '亚麻混纺|Смесовый лён|Lin mélangé|Leinenmischung|Mistura de linho|Mezcla de lino|リネン混|린넨 혼방|مزيج كتان|Misto lino|Lanh pha|Keten karışımlı|ลินินผสม|Linnenmix|תערובת פשתן|Campuran linen',
  Polyester: '聚酯纤维|Полиэстер|Polyester|Polyester|Poliéster|Poliéster|ポリエステル|폴리에스터|بوليستر|Poliestere|Polyester|Polyester|โพลีเอสเตอร์|Polyester|פוליאסטר|Poliester',
  'Cotton Blend': '棉混纺|Смесовый хлопок|Coton mélangé|Baumwollmischung|Mistura de algodão|Mezcla de algodón|コットン混|면 혼방|مزيج قطن|Misto cotone|Cotton pha|Pamuk karışımlı|ผ้าฝ้ายผสม|Katoenmix|תערובת כותנה|Campuran katun',
  Acrylic: '腈纶|Акрил|Acrylique|Acryl|Acrílico|Acrílico|アクリル|아크릴|أكريليك|Acrilico|Sợi acrylic|Akrilik|อะคริลิก|Acryl|אקריליק|Akrilik',
  'Viscose Blend': '粘胶混纺|Смесовая вискоза|Viscose mélangée|Viskosemischung|Mistura de viscose|Mezcla de viscosa|レーヨン混|비스코스 혼방|مزيج فسكوز|Misto viscosa|Viscose pha|Viskon karışımlı|วิสคอสผสม|Viscosemix|תערובת ויסקוזה|Campuran viskosa',
  'Wool Blend': WOOL_BLEND,
  Nylon: NYLON,
  'Nylon Spandex': '锦纶氨纶|Нейлон со спандексом|Nylon élasthanne|Nylon-Elasthan|Náilon com elastano|Nailon y elastano|ナイロン・スパンデックス|나일론 스판덱스|نايلون سباندكس|Nylon elastan|Nylon spandex|Naylon elastan|ไนลอนสแปนเด็กซ์|Nylon-elastaan|ניילון ספנדקס|Nilon spandeks',
  Modal: MODAL,
};

const PATTERNS: Record<string, string> = {
  Solid: '纯色|Однотонный|Uni|Uni|Liso|Liso|無地|무지|سادة|Tinta unita|Trơn|Düz|สีพื้น|Effen|חלק|Polos',
  Striped: '条纹|В полоску|Rayé|Gestreift|Listrado|A rayas|ストライプ|스트라이프|مخطط|A righe|Kẻ sọc|Çizgili|ลายทาง|Gestreept|פסים|Garis-garis',
  'Polka Dot': '波点|В горошек|À pois|Gepunktet|Poá|De lunares|ドット柄|도트|منقط|A pois|Chấm bi|Puantiyeli|ลายจุด|Gestippeld|נקודות|Polkadot',
  Plaid: '格纹|В клетку|À carreaux|Kariert|Xadrez|De cuadros|チェック柄|체크|مربعات|A quadri|Kẻ caro|Ekose|ลายสก็อต|Geruit|משבצות|Kotak-kotak',
  Floral: '碎花|Цветочный|Fleuri|Geblümt|Florido|De flores|花柄|플로럴|مورد|Floreale|Họa tiết hoa|Çiçekli|ลายดอกไม้|Gebloemd|פרחוני|Motif bunga',
  Colorblock: '拼色|Колор-блок|Color block|Colorblock|Color block|Color block|バイカラー|컬러 블록|ألوان متباينة|Color block|Phối màu|Renk bloklu|บล็อกสี|Colorblock|בלוקי צבע|Blok warna',
  Chevron: '人字纹|Шеврон|Chevrons|Zickzack|Chevron|Zigzag|シェブロン柄|셰브론|متعرج|Chevron|Họa tiết chevron|Zikzak|ลายก้างปลา|Visgraat|זיגזג|Chevron',
  Camo: '迷彩|Камуфляж|Camouflage|Camouflage|Camuflado|Camuflaje|迷彩柄|카모|مموه|Mimetico|Rằn ri|Kamuflaj|ลายพราง|Camouflage|הסוואה|Loreng',
};

const STYLES: Record<string, string> = {
  Casual: '休闲|Повседневный|Décontracté|Lässig|Casual|Informal|カジュアル|캐주얼|كاجوال|Casual|Thường ngày|Günlük|ลำลอง|Casual|יומיומי|Kasual',
  Elegant: '优雅|Элегантный|Élégant|Elegant|Elegante|Elegante|エレガント|엘레강스|أنيق|Elegante|Thanh lịch|Şık|หรูหรา|Elegant|אלגנטי|Elegan',
  Streetwear: '街头|Стритвир|Streetwear|Streetwear|Streetwear|Urbano|ストリート|스트리트웨어|أزياء الشارع|Streetwear|Đường phố|Sokak stili|สตรีทแวร์|Streetwear|סטריט|Streetwear',
  Boho: '波西米亚|Бохо|Bohème|Boho|Boho|Boho|ボヘミアン|보헤미안|بوهو|Boho|Boho|Bohem|โบฮีเมียน|Boho|בוהו|Boho',
  Vintage: '复古|Винтаж|Vintage|Vintage|Vintage|Vintage|ヴィンテージ|빈티지|عتيق|Vintage|Cổ điển|Vintage|วินเทจ|Vintage|וינטג׳|Vintage',
  Minimalist: '极简|Минимализм|Minimaliste|Minimalistisch|Minimalista|Minimalista|ミニマル|미니멀|بسيط|Minimalista|Tối giản|Minimalist|มินิมอล|Minimalistisch|מינימליסטי|Minimalis',
  Office: '通勤|Офисный|Bureau|Business|Escritório|Oficina|オフィス|오피스|مكتبي|Ufficio|Công sở|Ofis|ออฟฟิศ|Kantoor|משרדי|Kantor',
  Party: '派对|Вечерний|Soirée|Party|Festa|Fiesta|パーティー|파티|حفلات|Festa|Dự tiệc|Parti|ปาร์ตี้|Feest|מסיבה|Pesta',
  Y2K: 'Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K|Y2K',
  Sporty: '运动|Спортивный|Sport|Sportlich|Esportivo|Deportivo|スポーティ|스포티|رياضي|Sportivo|Thể thao|Sportif|สปอร์ต|Sportief|ספורטיבי|Sporty',
};

const SEASONS: Record<string, string> = {
  Spring: '春季|Весна|Printemps|Frühling|Primavera|Primavera|春|봄|الربيع|Primavera|Mùa xuân|İlkbahar|ฤดูใบไม้ผลิ|Lente|אביב|Musim semi',
  Summer: '夏季|Лето|Été|Sommer|Verão|Verano|夏|여름|الصيف|Estate|Mùa hè|Yaz|ฤดูร้อน|Zomer|קיץ|Musim panas',
  Autumn: '秋季|Осень|Automne|Herbst|Outono|Otoño|秋|가을|الخريف|Autunno|Mùa thu|Sonbahar|ฤดูใบไม้ร่วง|Herfst|סתיו|Musim gugur',
  Winter: '冬季|Зима|Hiver|Winter|Inverno|Invierno|冬|겨울|الشتاء|Inverno|Mùa đông|Kış|ฤดูหนาว|Winter|חורף|Musim dingin',
  'All Season': '四季|Всесезонный|Toutes saisons|Ganzjährig|Todas as estações|Todas las estaciones|オールシーズン|사계절|كل المواسم|Tutte le stagioni|Bốn mùa|Dört mevsim|ทุกฤดู|Alle seizoenen|כל העונות|Semua musim',
};

const DESIGN_ELEMENTS: Record<string, string> = {
  Pocket: '口袋|Карман|Poche|Tasche|Bolso|Bolsillo|ポケット|포켓|جيب|Tasca|Túi|Cep|กระเป๋า|Zak|כיס|Saku',
  Button: '纽扣|Пуговицы|Boutons|Knöpfe|Botões|Botones|ボタン|단추|أزرار|Bottoni|Cúc áo|Düğme|กระดุม|Knopen|כפתורים|Kancing',
  Zipper: '拉链|Молния|Fermeture éclair|Reißverschluss|Zíper|Cremallera|ファスナー|지퍼|سحاب|Cerniera|Khóa kéo|Fermuar|ซิป|Rits|רוכסן|Ritsleting',
  Embroidery: '刺绣|Вышивка|Broderie|Stickerei|Bordado|Bordado|刺繍|자수|تطريز|Ricamo|Thêu|Nakış|งานปัก|Borduursel|רקמה|Bordir',
  'Contrast Trim': '撞色边|Контрастная отделка|Liseré contrasté|Kontrastblende|Acabamento contrastante|Ribete en contraste|配色トリム|배색 트림|حواف متباينة|Profili a contrasto|Viền phối màu|Kontrast şerit|ขอบตัดสี|Contrastbies|עיטור מנוגד|Lis kontras',
  Patchwork: '拼接|Пэчворк|Patchwork|Patchwork|Patchwork|Patchwork|パッチワーク|패치워크|ترقيع|Patchwork|Chắp vá|Patchwork|แพตช์เวิร์ก|Patchwork|טלאים|Tambal sulam',
  Lace: LACE,
  Ruffle: '荷叶边|Рюши|Volants|Rüschen|Babados|Volantes|フリル|러플|كشكش|Volant|Bèo nhún|Fırfır|ระบาย|Ruches|מלמלה|Rumbai',
  Split: '开衩|Разрез|Fente|Schlitz|Fenda|Abertura|スリット|슬릿|شق|Spacco|Xẻ tà|Yırtmaç|ผ่า|Split|שסע|Belahan',
  Drawstring: '抽绳|Кулиска|Cordon de serrage|Tunnelzug|Cordão|Cordón|ドローストリング|스트링|رباط|Coulisse|Dây rút|Büzgü ipi|เชือกรูด|Trekkoord|שרוך|Tali serut',
  'Cut Out': '镂空|Вырезы|Découpes|Cut-outs|Recortes|Aberturas|カットアウト|컷아웃|فتحات|Cut-out|Khoét|Oyuk detay|เว้าช่อง|Uitsparingen|חיתוכים|Potongan terbuka',
  Belt: '腰带|Пояс|Ceinture|Gürtel|Cinto|Cinturón|ベルト|벨트|حزام|Cintura|Thắt lưng|Kemer|เข็มขัด|Riem|חגורה|Sabuk',
  'Puff Sleeve': '泡泡袖|Объёмные рукава|Manches bouffantes|Puffärmel|Manga bufante|Manga abullonada|パフスリーブ|퍼프 소매|أكمام منفوخة|Maniche a sbuffo|Tay phồng|Balon kol|แขนพอง|Pofmouwen|שרוולים נפוחים|Lengan balon',
  'Tie Front': '前系带|Завязка спереди|Nœud devant|Bindeband vorne|Amarração frontal|Lazo delantero|フロントリボン|앞 리본|ربطة أمامية|Nodo sul davanti|Thắt nơ trước|Önden bağlamalı|ผูกด้านหน้า|Strik voor|קשירה קדמית|Tali depan',
  'Off Shoulder': '露肩|Открытые плечи|Épaules dénudées|Carmen-Ausschnitt|Ombro a ombro|Hombros descubiertos|オフショルダー|오프숄더|أكتاف مكشوفة|Spalle scoperte|Trễ vai|Omzu açık|ปาดไหล่|Off-shoulder|חשוף כתפיים|Bahu terbuka',
  Ruched: '褶皱|Драпировка|Froncé|Gerafft|Franzido|Fruncido|ギャザー|셔링|مكشكش|Arricciato|Nhún|Büzgülü|จับจีบ|Gerimpeld|כיווצים|Kerut',
  Smocked: '收褶|Смок|Smocks|Smokdetail|Lastex|Nido de abeja|シャーリング|스모킹|مزموم|Smock|Chun nhún|Gipeli|สม็อค|Smockwerk|סמוק|Smok',
  'Spaghetti Strap': '细肩带|Тонкие бретели|Fines bretelles|Spaghettiträger|Alça fina|Tirantes finos|細ストラップ|스파게티 끈|حمالات رفيعة|Spalline sottili|Dây mảnh|İp askı|สายเดี่ยว|Spaghettibandjes|כתפיות דקות|Tali spageti',
  'High Waist': '高腰|Высокая талия|Taille haute|Hoher Bund|Cintura alta|Talle alto|ハイウエスト|하이웨이스트|خصر عالٍ|Vita alta|Lưng cao|Yüksek bel|เอวสูง|Hoge taille|מותן גבוהה|Pinggang tinggi',
  Pleated: '百褶|Плиссе|Plissé|Plissiert|Pregueado|Plisado|プリーツ|플리츠|بكسرات|Plissettato|Xếp ly|Pileli|จีบรอบ|Geplooid|קפלים|Lipit',
  Ripped: '破洞|Рваный|Déchiré|Destroyed|Rasgado|Con rotos|ダメージ加工|찢어진|ممزق|Strappato|Rách|Yırtık|ขาด|Gescheurd|קרוע|Robek',
  Hood: '连帽|Капюшон|Capuche|Kapuze|Capuz|Capucha|フード|후드|قلنسوة|Cappuccio|Mũ trùm|Kapüşon|ฮู้ด|Capuchon|קפוצ׳ון|Tudung',
  Quilted: '绗缝|Стёганый|Matelassé|Gesteppt|Matelassê|Acolchado|キルティング|퀼팅|مبطن|Trapuntato|Chần bông|Kapitone|ควิลท์|Doorgestikt|מרופד|Berlapis',
  'Cable Knit': '麻花针织|Косы|Torsades|Zopfmuster|Tranças|Ochos|ケーブル編み|꽈배기 니트|محبوك مجدول|Trecce|Đan vặn thừng|Saç örgü|ลายถักเปีย|Kabelsteek|סריג צמות|Rajut kepang',
};

const CONTOURS: Record<string, string> = {
  'A-Line': 'A字型|А-силуэт|Trapèze|A-Linie|Evasê|Evasé|Aライン|A라인|قصة A|Svasato|Dáng chữ A|A kesim|ทรงเอ|A-lijn|גזרת A|Potongan A',
  Bodycon: '紧身|Облегающий|Moulant|Figurbetont|Justo|Ceñido|ボディコン|바디콘|ضيق|Aderente|Ôm sát|Vücuda oturan|รัดรูป|Nauwsluitend|צמוד|Ketat',
  Loose: '宽松|Свободный|Ample|Locker|Folgado|Holgado|ゆったり|루즈핏|واسع|Morbido|Rộng|Bol|หลวม|Los|רפוי|Longgar',
  Oversized: '超宽松|Оверсайз|Oversize|Oversize|Oversized|Oversize|オーバーサイズ|오버사이즈|واسع جدًا|Oversize|Oversize|Oversize|โอเวอร์ไซส์|Oversized|אוברסייז|Oversize',
  Regular: '常规|Прямой крой|Coupe regular|Normal|Regular|Regular|レギュラー|레귤러|عادي|Regolare|Vừa vặn|Normal kesim|ปกติ|Normaal|רגיל|Reguler',
  Skinny: '紧身裤型|Скинни|Skinny|Skinny|Skinny|Pitillo|スキニー|스키니|سكيني|Skinny|Bó sát|Dar paça|สกินนี่|Skinny|סקיני|Skinny',
  Slim: '修身|Приталенный|Ajusté|Schmal|Slim|Entallado|スリム|슬림|محدد|Slim|Ôm|Dar kesim|ทรงสลิม|Slim|צר|Slim',
  Straight: '直筒|Прямой|Droit|Gerade|Reto|Recto|ストレート|스트레이트|مستقيم|Dritto|Ống đứng|Düz kesim|ทรงตรง|Recht|ישר|Lurus',
  'Wide Leg': '阔腿|Широкий|Jambe large|Weites Bein|Perna larga|Pierna ancha|ワイド|와이드|أرجل واسعة|Gamba larga|Ống rộng|Geniş paça|ขากว้าง|Wijde pijp|רגל רחבה|Kaki lebar',
};

const GENDERS: Record<string, string> = {
  Women: '女士|Женщины|Femme|Damen|Feminino|Mujer|レディース|여성|نساء|Donna|Nữ|Kadın|ผู้หญิง|Dames|נשים|Wanita',
  Men: '男士|Мужчины|Homme|Herren|Masculino|Hombre|メンズ|남성|رجال|Uomo|Nam|Erkek|ผู้ชาย|Heren|גברים|Pria',
  Girls: '女童|Девочки|Fille|Mädchen|Meninas|Niña|ガールズ|여아|بنات|Bambina|Bé gái|Kız çocuk|เด็กผู้หญิง|Meisjes|בנות|Anak perempuan',
  Boys: '男童|Мальчики|Garçon|Jungen|Meninos|Niño|ボーイズ|남아|أولاد|Bambino|Bé trai|Erkek çocuk|เด็กผู้ชาย|Jongens|בנים|Anak laki-laki',
  Unisex: '中性|Унисекс|Unisexe|Unisex|Unissex|Unisex|ユニセックス|남녀공용|للجنسين|Unisex|Unisex|Unisex|ยูนิเซ็กซ์|Uniseks|יוניסקס|Uniseks',
};

/** Size labels that are words; letter and number sizes (S, XL, 4Y) read the same everywhere. */
const SIZES: Record<string, string> = {
  'One Size': '均码|Единый размер|Taille unique|Einheitsgröße|Tamanho único|Talla única|フリーサイズ|프리사이즈|مقاس واحد|Taglia unica|Một cỡ|Tek beden|ฟรีไซส์|One size|מידה אחת|Satu ukuran',
};

/** The shipping channels' names as logistics.ts seeds them (decision 0039: shown in the seller's language). */
const CHANNELS: Record<string, string> = {
  'TW Express Line': 'TW 快递专线|TW Экспресс-линия|Ligne express TW|TW Express-Linie|Linha expressa TW|Línea exprés TW|TW エクスプレスライン|TW 특급 노선|خط TW السريع|Linea espressa TW|Tuyến chuyển phát nhanh TW|TW Ekspres Hattı|TW เส้นทางด่วน|TW Expreslijn|קו האקספרס של TW|Jalur Ekspres TW',
  'TW Standard Post': 'TW 标准邮政|TW Стандартная почта|Courrier standard TW|TW Standardpost|Correio padrão TW|Correo estándar TW|TW スタンダード郵便|TW 일반 우편|بريد TW العادي|Posta standard TW|Bưu chính tiêu chuẩn TW|TW Standart Posta|TW ไปรษณีย์มาตรฐาน|TW Standaardpost|דואר רגיל של TW|Pos Standar TW',
  'TW Standard Plus': 'TW 标准加强线|TW Стандарт плюс|Standard Plus TW|TW Standard Plus|Padrão Plus TW|Estándar Plus TW|TW スタンダードプラス|TW 스탠다드 플러스|TW العادي بلس|Standard Plus TW|Tiêu chuẩn Plus TW|TW Standart Plus|TW มาตรฐานพลัส|TW Standaard Plus|TW רגיל פלוס|Standar Plus TW',
  'TW Economy': 'TW 经济线|TW Эконом|Économique TW|TW Spartarif|Econômico TW|Económico TW|TW エコノミー|TW 이코노미|TW الاقتصادي|Economica TW|Tiết kiệm TW|TW Ekonomik|TW ประหยัด|TW Voordelig|TW חסכוני|Ekonomi TW',
  'TW US Express': 'TW 美国快递|TW США Экспресс|Express États-Unis TW|TW USA Express|Expresso EUA TW|Exprés EE. UU. TW|TW 米国エクスプレス|TW 미국 특급|TW أمريكا السريع|Espresso USA TW|Chuyển phát nhanh Mỹ TW|TW ABD Ekspres|TW ด่วนสหรัฐฯ|TW VS Express|TW אקספרס ארה״ב|Ekspres AS TW',
  'TW US Ground': 'TW 美国陆运|TW США наземная|Routier États-Unis TW|TW USA Landweg|Terrestre EUA TW|Terrestre EE. UU. TW|TW 米国陸送|TW 미국 육로|TW أمريكا البري|Via terra USA TW|Đường bộ Mỹ TW|TW ABD Kara Yolu|TW ทางบกสหรัฐฯ|TW VS Wegtransport|TW משלוח יבשתי ארה״ב|Darat AS TW',
  'TW UK Next Day': 'TW 英国次日达|TW Великобритания, на следующий день|Royaume-Uni J+1 TW|TW UK Zustellung am nächsten Tag|Reino Unido dia seguinte TW|Reino Unido al día siguiente TW|TW 英国翌日配送|TW 영국 익일 배송|TW بريطانيا في اليوم التالي|Regno Unito giorno dopo TW|Anh ngày hôm sau TW|TW İngiltere Ertesi Gün|TW สหราชอาณาจักรวันถัดไป|TW VK Volgende dag|TW בריטניה ביום למחרת|Inggris Hari Berikutnya TW',
  'TW UK Tracked': 'TW 英国可追踪|TW Великобритания с отслеживанием|Royaume-Uni suivi TW|TW UK mit Sendungsverfolgung|Reino Unido rastreado TW|Reino Unido con seguimiento TW|TW 英国追跡付き|TW 영국 추적 배송|TW بريطانيا مع التتبع|Regno Unito tracciato TW|Anh có theo dõi TW|TW İngiltere Takipli|TW สหราชอาณาจักรติดตามได้|TW VK Met tracking|TW בריטניה עם מעקב|Inggris Terlacak TW',
  'TW DE Express': 'TW 德国快递|TW Германия Экспресс|Express Allemagne TW|TW DE Express|Expresso Alemanha TW|Exprés Alemania TW|TW ドイツエクスプレス|TW 독일 특급|TW ألمانيا السريع|Espresso Germania TW|Chuyển phát nhanh Đức TW|TW Almanya Ekspres|TW ด่วนเยอรมนี|TW DE Express|TW אקספרס גרמניה|Ekspres Jerman TW',
  'TW DE Paket': 'TW 德国包裹|TW Германия посылка|Colis Allemagne TW|TW DE Paket|Encomenda Alemanha TW|Paquete Alemania TW|TW ドイツ小包|TW 독일 소포|TW طرود ألمانيا|Pacco Germania TW|Bưu kiện Đức TW|TW Almanya Paket|TW พัสดุเยอรมนี|TW DE Pakket|TW חבילה גרמניה|Paket Jerman TW',
};

const TABLES: Record<TermKind, Record<string, string>> = {
  colour: COLOURS,
  fabric: FABRICS,
  material: MATERIALS,
  pattern: PATTERNS,
  style: STYLES,
  season: SEASONS,
  designElement: DESIGN_ELEMENTS,
  contour: CONTOURS,
  gender: GENDERS,
  size: SIZES,
  channel: CHANNELS,
};

export const CATALOGUE_TERMS = Object.entries(TABLES).flatMap(([kind, table]) =>
  Object.entries(table).map(([term, line]) => ({ kind: kind as TermKind, term, names: translations(line) })),
);
