import { MEMORY } from '../db/client';
import { backupSettings, DEFAULT_BACKUP_CRON } from '.';

/** The settings of an environment with a data directory, so that BACKUP_DIR has its default. */
const settingsOf = (env: Record<string, string>) => backupSettings({ DATA_DIR: '/srv/renshi', ...env } as unknown as NodeJS.ProcessEnv);

describe('the backup schedule (BACKUP_CRON, the older BACKUP_TIME)', () => {
  it('is nightly at 02:00 China time when neither is set (or BACKUP_CRON is blank)', () => {
    expect(DEFAULT_BACKUP_CRON).toBe('0 2 * * *');
    expect(settingsOf({})).toEqual({ dir: '/srv/renshi/backups', schedule: '0 2 * * *', keep: 14 });
    expect(settingsOf({ BACKUP_CRON: '  ' }).schedule).toBe('0 2 * * *');
  });

  it('is BACKUP_CRON when set, spaces tidied; "off" is none', () => {
    expect(settingsOf({ BACKUP_CRON: '*/30 * * * *' }).schedule).toBe('*/30 * * * *');
    expect(settingsOf({ BACKUP_CRON: ' 0  3 * * 1 ' }).schedule).toBe('0 3 * * 1');
    expect(settingsOf({ BACKUP_CRON: 'off' }).schedule).toBeNull();
  });

  it('is BACKUP_TIME read as a daily cron expression when BACKUP_CRON is unset; "off" is none', () => {
    expect(settingsOf({ BACKUP_TIME: '03:30' }).schedule).toBe('30 3 * * *');
    expect(settingsOf({ BACKUP_TIME: 'off' }).schedule).toBeNull();
  });

  it('is BACKUP_CRON when both are set, whichever says off', () => {
    expect(settingsOf({ BACKUP_CRON: '15 4 * * *', BACKUP_TIME: '03:30' }).schedule).toBe('15 4 * * *');
    expect(settingsOf({ BACKUP_CRON: 'off', BACKUP_TIME: '03:30' }).schedule).toBeNull();
    expect(settingsOf({ BACKUP_CRON: '15 4 * * *', BACKUP_TIME: 'off' }).schedule).toBe('15 4 * * *');
    // The older variable is not read at all then, not even to be refused.
    expect(settingsOf({ BACKUP_CRON: '15 4 * * *', BACKUP_TIME: '25:00' }).schedule).toBe('15 4 * * *');
  });

  it('refuses a bad BACKUP_CRON naming the variable, the value and why', () => {
    expect(() => settingsOf({ BACKUP_CRON: '61 * * * *' })).toThrow(
      'BACKUP_CRON must be a 5-field cron expression (minute hour day month weekday, Asia/Shanghai) or "off", got "61 * * * *": ' +
        'not a valid cron expression: "61 * * * *" (Invalid value for minute: 61)',
    );
    expect(() => settingsOf({ BACKUP_CRON: '0 0 2 * * *' })).toThrow(/^BACKUP_CRON must be .*got "0 0 2 \* \* \*": not a 5-field cron expression/);
    expect(() => settingsOf({ BACKUP_CRON: '0 2 30 2 *' })).toThrow(/^BACKUP_CRON must be .*names no time to come/);
    expect(() => settingsOf({ BACKUP_CRON: '02:00' })).toThrow(/^BACKUP_CRON must be .*got "02:00": a time of day goes in BACKUP_TIME, or as "M H \* \* \*" here$/);
    // A bad BACKUP_CRON is not mended by a good BACKUP_TIME.
    expect(() => settingsOf({ BACKUP_CRON: 'nightly', BACKUP_TIME: '02:00' })).toThrow(/^BACKUP_CRON must be/);
  });

  it('refuses a bad BACKUP_TIME naming the variable', () => {
    expect(() => settingsOf({ BACKUP_TIME: '2:00' })).toThrow('BACKUP_TIME must be "HH:MM" (24-hour) or "off", got "2:00" (or set BACKUP_CRON instead)');
    expect(() => settingsOf({ BACKUP_TIME: '24:00' })).toThrow('BACKUP_TIME must be "HH:MM"');
    expect(() => settingsOf({ BACKUP_TIME: '' })).toThrow('BACKUP_TIME must be "HH:MM"');
  });
});

describe('BACKUP_KEEP and BACKUP_DIR', () => {
  it('keep 14 by default, a whole number ≥ 1 when set; BACKUP_DIR wins over the default', () => {
    expect(settingsOf({ BACKUP_KEEP: '1', BACKUP_DIR: '/mnt/backups' })).toMatchObject({ dir: '/mnt/backups', keep: 1 });
    expect(() => settingsOf({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP must be a whole number ≥ 1, got "0"');
  });

  it('has no directory for an in-memory database without BACKUP_DIR', () => {
    expect(settingsOf({ DATA_DIR: MEMORY }).dir).toBeNull();
  });
});
