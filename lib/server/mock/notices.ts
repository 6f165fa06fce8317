import 'server-only';
import type { MockNotice } from '@/lib/contracts/mock/content';
import { avatarImage } from './image';
import { seeded } from './random';
import { personName, phrase } from './words';

const NOTICES = 8;

export function mockNotices(): { list: MockNotice[]; total: number } {
  const r = seeded(12);
  const list = Array.from({ length: NOTICES }, (_, i) => {
    const name = personName(r);
    return {
      image: avatarImage(name),
      notice: `<strong>${name}</strong> 发布了 <a href="#/vab/table/comprehensiveTable">${phrase(r, 2, 3)}</a>`,
      email: `user${String(i + 1).padStart(2, '0')}@example.com`,
    };
  });
  return { list, total: list.length };
}
