import 'server-only';
import { maskIdCard } from '@/lib/domain/idCard';
import type { Db } from '../../db/client';
import type { AuditEntry } from '../../audit';
import type { SessionUser } from '../../session';
import { loadVisiblePerson } from './detail';

/** The plain ID number of one person in scope; the handler writes who saw whose number to the system log. */
export async function revealId(db: Db, user: SessionUser, id: number, audit: { detail?: string; type?: AuditEntry['type'] }) {
  const { person } = await loadVisiblePerson(db, user, id);
  audit.type = 'export';
  audit.detail = `查看完整身份证号：人员 ${person.id} ${person.name} ${maskIdCard(person.idNumber)}`;
  return { idNumber: person.idNumber };
}
