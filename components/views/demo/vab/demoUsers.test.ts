import { can } from '@/lib/domain/access';
import { DEMO_RULES, DEMO_USERS } from './demoUsers';

const passing = (user: keyof typeof DEMO_USERS) => DEMO_RULES.filter(([, rule]) => can(DEMO_USERS[user], rule)).map(([key]) => key);

describe('the permission screen rules for the mock accounts', () => {
  it('lets admin do everything but what needs the editor role', () => {
    expect(passing('admin')).toEqual(['adminRole', 'anyRole', 'notEditor', 'canWrite', 'canDelete', 'adminAndRead']);
  });

  it('lets editor write but not delete, and never pass an Admin or not-Editor rule', () => {
    expect(passing('editor')).toEqual(['editorRole', 'anyRole', 'canWrite']);
  });

  it('lets test, holding both roles, pass all-of but not not-Editor', () => {
    expect(passing('test')).toEqual(['adminRole', 'editorRole', 'anyRole', 'bothRoles', 'canWrite', 'canDelete', 'adminAndRead']);
  });

  it('lets an admin flag pass every rule', () => {
    expect(DEMO_RULES.every(([, rule]) => can({ admin: true, roles: [], abilities: [] }, rule))).toBe(true);
  });
});
