import 'server-only';
import type { GoodsItem, goodsList as GoodsListEndpoint } from '@/lib/contracts/mock/workflow';
import type { HandlerContext } from '../http';
import { placeholderImage } from './image';
import { page } from './paging';
import { int, pick, seeded } from './random';
import { phrase, sentence } from './words';

const GOODS = 40;
const LABELS = ['新品', '热销', '包邮', '限时折扣', '官方自营', '七天无理由'];
const COMPANIES = ['自营旗舰店', '官方专卖店', '品牌授权店', '优选好物店'];

function generate(): GoodsItem[] {
  const r = seeded(88);
  return Array.from({ length: GOODS }, (_, i) => ({
    title: phrase(r, 2, 3),
    price: int(r, 990, 99900) / 100,
    labels: LABELS.filter(() => r() < 0.3),
    company: pick(r, COMPANIES),
    url: placeholderImage(`商品 ${i + 1}`, int(r, 0, 359), 240, 240),
    description: sentence(r),
  }));
}

let goods: GoodsItem[] | undefined;

export function goodsList({ query }: HandlerContext<typeof GoodsListEndpoint>) {
  goods ??= generate();
  return page(goods, query.pageNo, query.pageSize);
}
