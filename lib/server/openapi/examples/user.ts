import type { OperationExample } from './types';

/** Examples of accounts, the profile and the avatar, from the demo dataset. */
export const userExamples: Record<string, OperationExample> = {
  '/userInfo/getUserList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        {
          id: 7, username: 'jc3', realName: '吴志强', mobile: '', role: 'jc', roleId: 4, roleName: '基层单位', unitId: 6, unitName: '湖州市中心医院',
          regionCode: null, enabled: true, locked: false, isSubAccount: false, lastLoginAt: '', createdAt: '2026-11-26 21:31:40', version: 1,
        },
        {
          id: 6, username: 'jc2', realName: '周燕', mobile: '', role: 'jc', roleId: 4, roleName: '基层单位', unitId: 5, unitName: '湖州市吴兴区织里实验小学',
          regionCode: null, enabled: true, locked: false, isSubAccount: false, lastLoginAt: '', createdAt: '2026-11-26 21:31:40', version: 1,
        },
      ],
      total: 7,
    },
  },
  '/userInfo/getAccount': {
    body: { id: 8 },
    data: {
      id: 8, username: 'jc_hr', realName: '陈晓', mobile: '13857205678', role: 'jc', roleId: 4, roleName: '基层单位', unitId: 4, unitName: '湖州市第一中学',
      regionCode: null, enabled: true, locked: false, isSubAccount: true, lastLoginAt: '', createdAt: '2026-11-26 21:41:54', version: 1,
    },
  },
  '/userInfo/updateAccount': {
    body: { username: 'jc_hr', realName: '陈晓', mobile: '13857205678', role: 'jc', unitId: 4, password: 'Start#2024x', isSubAccount: true },
    data: {
      id: 8, username: 'jc_hr', realName: '陈晓', mobile: '13857205678', role: 'jc', roleId: 4, roleName: '基层单位', unitId: 4, unitName: '湖州市第一中学',
      regionCode: null, enabled: true, locked: false, isSubAccount: true, lastLoginAt: '', createdAt: '2026-11-26 21:41:54', version: 1,
    },
  },
  '/userInfo/deleteUser': { body: { id: 8 }, data: null },
  '/userInfo/saveUser_role': {
    body: { id: 8, roleId: 4 },
    data: {
      id: 8, username: 'jc_hr', realName: '陈晓', mobile: '13857205678', role: 'jc', roleId: 4, roleName: '基层单位', unitId: 4, unitName: '湖州市第一中学',
      regionCode: null, enabled: true, locked: false, isSubAccount: true, lastLoginAt: '', createdAt: '2026-11-26 21:41:54', version: 2,
    },
  },
  '/userInfo/resetPassword': { body: { id: 8, password: 'Reset#2026y' }, data: null },
  '/userInfo/unlockAccount': {
    body: { id: 8 },
    data: {
      id: 8, username: 'jc_hr', realName: '陈晓', mobile: '13857205678', role: 'jc', roleId: 4, roleName: '基层单位', unitId: 4, unitName: '湖州市第一中学',
      regionCode: null, enabled: true, locked: false, isSubAccount: true, lastLoginAt: '', createdAt: '2026-11-26 21:41:54', version: 1,
    },
  },
  '/userInfo/getCompanyList': {
    body: { pageNo: 1, pageSize: 2 },
    data: {
      list: [
        { id: 4, unitName: '湖州市第一中学', uscc: '12330500470128562K', unitTier: 'BASE', isCompetentDept: false, regionCode: '330500' },
        { id: 5, unitName: '湖州市吴兴区织里实验小学', uscc: '12330502MB0F35819H', unitTier: 'BASE', isCompetentDept: false, regionCode: '330502' },
      ],
      total: 6,
    },
  },
  '/userInfo/getQRCode': {
    body: {},
    data: {
      image: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4AWNsAAIGIGBigAIAHzYCBPV0vdYAAAAASUVORK5CYII=',
      url: 'http://localhost/#/login?qr=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOjUsInB1cnBvc2UiOiJxci1sb2dpbiIsImp0aSI6IjdjM2RmYzJmLTRhYWUtNDRiYS05YTBjLTNmYTlhNGE5NWM2OSIsImlhdCI6MTc5NTcwMDUxNSwiZXhwIjoxNzk1NzAwODE1fQ.signature',
      expiresAt: '2026-11-26T13:46:55.000Z',
    },
  },
  '/userInfo/getProfile': { body: {}, data: { username: 'jc', realName: '李明华', mobile: '' } },
  '/userInfo/updateProfile': { body: { realName: '李明华', mobile: '13857201234' }, data: { username: 'jc', realName: '李明华', mobile: '13857201234' } },
  '/userInfo/changePassword': { body: { oldPassword: 'demo123', newPassword: 'Start#2026z' }, data: { revokedSessions: 0 } },
  '/userInfo/uploadAvatar': {
    body: { fileName: 'avatar.png', content: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4AWNsAAIGIGBigAIAHzYCBPV0vdYAAAAASUVORK5CYII=' },
    data: { avatar: '/api/userInfo/avatar?file=7569f73390837d148db7735fe6e9c564cfadabf6defc7ccefc549d444da5e322' },
  },
};
