import type { BadInputTable } from './case.ts';

const ourPicture = '/media/garments/dress-solid-c8232c-f2d03b-1.webp';

export const catalogueBadInput: BadInputTable = {
  cases: {
    // catalogue reading: categories and filter values
    'GET /api/product/open/category/list': [
      { note: 'page size over 100', query: { pageSize: 101 } },
      { note: 'status other than 1', query: { status: 0 } },
      { note: 'page 0', query: { pageNumber: 0 } },
    ],
    'GET /api/product/open/materialByCategory': [
      { note: 'category id not a number', query: { categoryId: 'abc' } },
      { note: 'category url too long', query: { categoryUrl: 'x'.repeat(201) } },
    ],
    'POST /api/product/open/sizeList': [
      { note: 'negative category id', body: { categoryId: -1 } },
      { note: 'an array', body: [1, 2] },
    ],
    'POST /api/product/open/attribute': [
      { note: 'category id a word', body: { categoryId: 'dresses' } },
      { note: 'empty category url', body: { categoryUrl: ' ' } },
    ],
    'GET /api/product/open/getCategoryByProduct/{id}': [
      { note: 'id too long', path: `/api/product/open/getCategoryByProduct/${'K'.repeat(41)}` },
      { note: 'unknown product', path: '/api/product/open/getCategoryByProduct/KK0', status: 404, message: 'This product is not available.' },
    ],
    'GET /api/product/warehouseStock/wareHouse': [
      { note: 'no product', query: {} },
      { note: 'sku code too long', query: { kkProductId: 'KK1', skuCode: 'x'.repeat(81) } },
      { note: 'unknown product', query: { kkProductId: 'KK0' }, status: 404 },
      { note: 'no credentials', query: { kkProductId: 'KK1' }, auth: 'none', status: 401 },
    ],
    // catalogue reading: product lists
    'POST /api/product/list': [
      { note: 'price range end not above its start', body: { minPrice: 500, maxPrice: 500 }, message: 'Please enter a number greater than the start number!' },
      { note: 'unknown warehouse', body: { warehouses: ['CN_S'] } },
      { note: 'no credentials', body: {}, auth: 'none', status: 401 },
    ],
    'POST /api/product/getWebPageList': [
      { note: 'unknown sort', body: { sortType: 'cheapest' } },
      { note: 'operator token', body: {}, auth: 'operator', status: 403 },
    ],
    'POST /api/product/open/product/list': [
      { note: 'page size over 60', body: { pageSize: 61 } },
      { note: 'unknown supplier rank', body: { supplierRanks: ['D'] } },
      { note: 'search too long', body: { search: 'x'.repeat(201) } },
      { note: 'negative price', body: { minPrice: -1 } },
    ],
    'POST /api/product/open/openList': [
      { note: 'unknown product type', body: { productType: 4 } },
      { note: 'fabrics not a list', body: { fabrics: 'Cotton' } },
      { note: 'negative inventory', body: { minInventory: -1 } },
    ],
    'POST /api/product/open/product/newIn/list': [
      { note: 'page 0', body: { pageNumber: 0 } },
      { note: 'category id 0', body: { categoryId: 0 } },
    ],
    'POST /api/product/open/main': [
      { note: 'block size over 24', body: { pageSize: 25 } },
      { note: 'block size a word', body: { pageSize: 'x' } },
    ],
    'GET /api/product/productShopWindow/list': [
      { note: 'page size over 60', query: { pageSize: 61 } },
      { note: 'no credentials', auth: 'none', status: 401 },
    ],
    'GET /api/product/open/recommend/contentBased/{id}': [
      { note: 'unknown product', path: '/api/product/open/recommend/contentBased/KK0', status: 404, message: 'This product is not available.' },
      { note: 'page size 0', path: '/api/product/open/recommend/contentBased/KK0', query: { pageSize: 0 } },
    ],
    'GET /api/product/open/recommend/userRecs': [
      { note: 'page size a word', query: { pageSize: 'many' } },
      { note: 'page size negative', query: { pageSize: -3 } },
    ],
    // catalogue reading: product page and favourites
    'GET /api/product/open/details': [
      { note: 'neither id nor slug', query: {} },
      { note: 'id too long', query: { id: 'K'.repeat(41) } },
      { note: 'unknown product', query: { id: 'KK0' }, status: 404, message: 'This product is not available.' },
    ],
    'GET /api/product/open/seo/businessId': [
      { note: 'no business id', query: { type: 3 } },
      { note: 'type other than product', query: { businessId: 'KK0', type: 2 } },
      { note: 'unknown product', query: { businessId: 'KK0', type: 3 }, status: 404 },
    ],
    'POST /api/product/collect/add/{id}': [
      { note: 'unknown product', path: '/api/product/collect/add/KK0', status: 404, message: 'This product is not available.' },
      { note: 'id too long', path: `/api/product/collect/add/${'K'.repeat(41)}` },
      { note: 'no credentials', path: '/api/product/collect/add/KK0', auth: 'none', status: 401 },
    ],
    'POST /api/product/collect/list': [
      { note: 'page size 0', body: { pageSize: 0 } },
      { note: 'page size over the maximum', body: { pageSize: 61 } },
      { note: 'unknown product type', body: { productType: 'onDemand' } },
      { note: 'catalogue product type number', body: { productType: 2 } },
      { note: 'keyword too long', body: { keyword: 'x'.repeat(201) } },
      { note: 'keyword not a string', body: { keyword: ['dress'] } },
      { note: 'an array', body: [1, 10] },
      { note: 'no credentials', body: {}, auth: 'none', status: 401 },
    ],
    'DELETE /api/product/collect/delete': [
      { note: 'no id', body: {} },
      { note: 'empty id', body: { id: ' ' } },
      { note: 'id too long', body: { id: 'K'.repeat(41) } },
      { note: 'id not a string', body: { id: 1001 } },
      { note: 'several ids', body: { id: ['KK1000', 'KK1001'] } },
      { note: 'not in the list', body: { id: 'KK0' }, status: 404, message: 'This product is not in your Favorite Item list.' },
      { note: 'no credentials', body: { id: 'KK0' }, auth: 'none', status: 401 },
    ],
    'DELETE /api/product/collect/deleteCollects': [
      { note: 'none selected', body: { ids: [] }, message: 'Please select product first' },
      { note: 'no ids', body: {}, message: 'Please select product first' },
      { note: 'ids not an array', body: { ids: 'KK1000' }, message: 'Please select product first' },
      { note: 'an empty id', body: { ids: ['KK1000', ''] } },
      { note: 'more than 100', body: { ids: Array.from({ length: 101 }, (_, i) => `KK${i}`) } },
      { note: 'not in the list', body: { ids: ['KK0'] }, status: 404, message: 'This product is not in your Favorite Item list.' },
      { note: 'no credentials', body: { ids: ['KK0'] }, auth: 'none', status: 401 },
    ],
    // catalogue reading: search box
    'POST /api/product/open/suggestionCompletion': [
      { note: 'no text', body: { language: 1 } },
      { note: 'text too long', body: { text: 'x'.repeat(201) } },
      { note: 'language 0', body: { text: 'dress', language: 0 } },
    ],
    'GET /api/product/searchHistory': [
      { note: 'no credentials', auth: 'none', status: 401 },
      { note: 'operator token', auth: 'operator', status: 403 },
    ],
    'DELETE /api/product/searchHistory': [
      { note: 'no credentials', auth: 'none', status: 401 },
      { note: 'garbage token', auth: 'garbage', status: 401 },
    ],
    // catalogue reading: reviews
    'POST /api/product/open/getProductReviewList': [
      { note: 'no product', body: {} },
      { note: 'rating 6', body: { kkProductId: 'KK0', rating: 6 } },
      { note: 'unknown product', body: { kkProductId: 'KK0' }, status: 404 },
    ],
    'POST /api/product/open/getProductReviewStarPercent': [
      { note: 'no product', body: {} },
      { note: 'unknown product', body: { kkProductId: 'KK0' }, status: 404, message: 'This product is not available.' },
    ],
    'POST /api/product/open/productReview': [
      { note: 'no rating', body: { kkProductId: 'KK0', name: 'Ann', email: 'ann@example.com' }, message: 'Please give your mark first' },
      { note: 'guest without e-mail', body: { kkProductId: 'KK0', name: 'Ann', rating: 5 }, message: 'Email required' },
      { note: 'bad e-mail', body: { kkProductId: 'KK0', name: 'Ann', rating: 5, email: 'ann' } },
      { note: 'review too long', body: { kkProductId: 'KK0', name: 'Ann', rating: 5, email: 'ann@example.com', content: 'x'.repeat(2001) } },
      { note: 'unknown product', body: { kkProductId: 'KK0', name: 'Ann', rating: 5, email: 'ann@example.com' }, status: 404 },
    ],
    // uploads and search by picture
    'GET /api/system/signValue': [
      { note: 'no directory', query: {} },
      { note: 'unknown directory', query: { directory: 'avatars' } },
      { note: 'no credentials', query: { directory: 'similar-search' }, auth: 'none', status: 401 },
      { note: 'garbage token', query: { directory: 'similar-search' }, auth: 'garbage', status: 401 },
    ],
    'POST /api/hbo/uploadFile': [
      { note: 'empty body', body: {} },
      { note: 'JSON instead of a form: the file is no picture', body: { directory: 'similar-search', signValue: '1700000000000.x', fileList: 'aGVsbG8=' }, message: 'only pictures can be uploaded' },
      { note: 'unknown directory', body: { directory: '../etc', signValue: 'x', fileList: [] } },
      { note: 'no credentials', body: {}, auth: 'none', status: 401 },
    ],
    'POST /api/product/open/recommend/searchProductSimilarImgList': [
      { note: 'no imageUrl', body: {} },
      { note: 'empty imageUrl', body: { imageUrl: ' ' } },
      { note: 'imageUrl a number', body: { imageUrl: 5 } },
      { note: 'another site', body: { imageUrl: 'https://example.com/picture.jpg' } },
      { note: 'path traversal', body: { imageUrl: '/media/uploads/../../package.json' } },
      { note: 'page size over the maximum', body: { imageUrl: ourPicture, pageSize: 61 } },
      { note: 'unknown upload', body: { imageUrl: `/media/uploads/${'c'.repeat(64)}.jpg` }, status: 404 },
    ],
    'GET /api/product/open/recommend/searchProductImgList': [
      { note: 'no imageUrl', query: {} },
      { note: 'not our picture', query: { imageUrl: 'http://127.0.0.1:1/picture.png' } },
      { note: 'page 0', query: { imageUrl: ourPicture, pageNumber: 0 } },
    ],
  },
  noInput: ['GET /api/product/open/dynamicCategroy', 'GET /api/product/open/warehouse/list', 'GET /api/product/open/searchHistory', 'GET /api/report/open/hotSearchTerms'],
};
