import type { OperationExample } from './types';

/** Examples of the template's mock endpoints, from the demo dataset. */
export const mockExamples: Record<string, OperationExample> = {
  '/mock/table/getList': {
    data: {
      list: [
        {
          uuid: '57905703-eebc-4caa-9533-acc380dbd3dd', id: 1, title: '数据流程', description: '记录报表，配置开发报表，优化安全编制。', status: 'published', author: '孙娜磊',
          datetime: '2024-06-10 15:01:37', pageViews: 661,
          img: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%22200%22%20height%3D%22120%22%20viewBox%3D%220%200%20200%20120%22%3E%3Crect%20width%3D%22100%25%22%20height%3D%22100%25%22%20fill%3D%22hsl(166%2C60%25%2C55%25)%22%2F%3E%3Ctext%20x%3D%2250%25%22%20y%3D%2250%25%22%20dominant-baseline%3D%22middle%22%20text-anchor%3D%22middle%22%20font-family%3D%22sans-serif%22%20font-size%3D%2230%22%20fill%3D%22%23fff%22%3E%231%3C%2Ftext%3E%3C%2Fsvg%3E',
          switch: true, percent: 96, rate: 1, percentage: 45,
        },
        {
          uuid: '75636a72-58e1-4845-87f2-ec3c63bd0262', id: 2, title: '优化设计人员', description: '优化人员，编制计划记录接口。', status: 'draft', author: '周勇霞',
          datetime: '2024-12-18 08:26:41', pageViews: 2273,
          img: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%22200%22%20height%3D%22120%22%20viewBox%3D%220%200%20200%20120%22%3E%3Crect%20width%3D%22100%25%22%20height%3D%22100%25%22%20fill%3D%22hsl(269%2C60%25%2C55%25)%22%2F%3E%3Ctext%20x%3D%2250%25%22%20y%3D%2250%25%22%20dominant-baseline%3D%22middle%22%20text-anchor%3D%22middle%22%20font-family%3D%22sans-serif%22%20font-size%3D%2230%22%20fill%3D%22%23fff%22%3E%232%3C%2Ftext%3E%3C%2Fsvg%3E',
          switch: false, percent: 84, rate: 3, percentage: 70,
        },
      ],
      total: 50,
    },
  },
  '/mock/table/doEdit': { body: { id: 1 }, data: { message: '模拟保存成功' } },
  '/mock/table/doDelete': { body: { ids: [1] }, data: { message: '模拟删除成功' } },
  '/mock/roleManagement/getList': {
    data: {
      list: [
        { id: 1, role: 'Admin', btnRolesCheckedList: ['read:system', 'write:system', 'delete:system'] },
        { id: 2, role: 'Editor', btnRolesCheckedList: ['read:system', 'write:system'] },
      ],
      total: 3,
    },
  },
  '/mock/roleManagement/doEdit': { body: { id: 1 }, data: { message: '模拟保存成功' } },
  '/mock/roleManagement/doDelete': { body: { ids: [1] }, data: { message: '模拟删除成功' } },
  '/mock/workflow/getList': {
    data: {
      nodes: [{ id: 'node-1', type: 'circle', x: 100, y: 200, text: '开始' }, { id: 'node-2', type: 'rect', x: 300, y: 200, text: '基层单位填报' }],
      edges: [
        { source: 'node-1', target: 'node-2', points: [{ x: 150, y: 200 }, { x: 250, y: 200 }] },
        { source: 'node-2', target: 'node-3', points: [{ x: 350, y: 200 }, { x: 450, y: 200 }] },
      ],
    },
  },
  '/mock/workflow/doEdit': { body: { nodes: [{ id: 'n1', type: 'rect', x: 100, y: 100, text: '提交' }], edges: [] }, data: { message: '模拟保存成功' } },
  '/mock/goods/getList': {
    data: {
      list: [
        {
          title: '发布人员人员', price: 377.68, labels: ['新品', '限时折扣', '官方自营', '七天无理由'], company: '优选好物店',
          url: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%22240%22%20height%3D%22240%22%20viewBox%3D%220%200%20240%20240%22%3E%3Crect%20width%3D%22100%25%22%20height%3D%22100%25%22%20fill%3D%22hsl(143%2C60%25%2C55%25)%22%2F%3E%3Ctext%20x%3D%2250%25%22%20y%3D%2250%25%22%20dominant-baseline%3D%22middle%22%20text-anchor%3D%22middle%22%20font-family%3D%22sans-serif%22%20font-size%3D%2260%22%20fill%3D%22%23fff%22%3E%E5%95%86%E5%93%81%201%3C%2Ftext%3E%3C%2Fsvg%3E',
          description: '开发单位信息系统，用户考核，报表模块。',
        },
        {
          title: '考核测试', price: 232.04, labels: [], company: '优选好物店',
          url: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%22240%22%20height%3D%22240%22%20viewBox%3D%220%200%20240%20240%22%3E%3Crect%20width%3D%22100%25%22%20height%3D%22100%25%22%20fill%3D%22hsl(170%2C60%25%2C55%25)%22%2F%3E%3Ctext%20x%3D%2250%25%22%20y%3D%2250%25%22%20dominant-baseline%3D%22middle%22%20text-anchor%3D%22middle%22%20font-family%3D%22sans-serif%22%20font-size%3D%2260%22%20fill%3D%22%23fff%22%3E%E5%95%86%E5%93%81%202%3C%2Ftext%3E%3C%2Fsvg%3E',
          description: '分析服务，模块人员平台审核，方案权限编制记录。',
        },
      ],
      total: 40,
    },
  },
  '/mock/userManagement/getList': {
    data: {
      list: [
        { id: 1, username: 'admin', password: '123456', email: 'admin@example.com', roles: ['Admin'], datatime: '2024-07-06 12:53:40' },
        { id: 2, username: 'editor', password: '123456', email: 'editor@example.com', roles: ['Editor'], datatime: '2025-01-13 22:18:51' },
      ],
      total: 3,
    },
  },
  '/mock/userManagement/doEdit': { body: { id: 1 }, data: { message: '模拟保存成功' } },
  '/mock/userManagement/doDelete': { body: { ids: [1] }, data: { message: '模拟删除成功' } },
  '/mock/systemLog/getList': {
    data: {
      list: [
        {
          uuid: 'fe5ec764-7fb5-4bab-9d1c-e26bc86ff2a3', id: 1, account: 'editor', type: '数据库日志', executeResult: '接口异常', ip: '92.173.155.214',
          datetime: '2025-04-22 06:10:01',
        },
        {
          uuid: 'a28eb2a4-ba7a-4653-820f-d2bb2484ee06', id: 2, account: 'editor', type: '操作日志', executeResult: '接口异常', ip: '28.123.240.3',
          datetime: '2025-04-12 10:33:43',
        },
      ],
      total: 50,
    },
  },
  '/mock/departmentManagement/getList': {
    data: {
      list: [
        {
          id: 1, parentId: 0, parentName: '', createTime: '2024-09-07 10:48:48', name: '根节点', order: 1,
          children: [
            {
              id: 2, parentId: 1, parentName: '根节点', createTime: '2025-05-14 05:19:10', name: '综合办公室', order: 1,
              children: [
                { id: 3, parentId: 2, parentName: '综合办公室', createTime: '2024-12-12 19:45:23', name: '文秘科', order: 1, children: [] },
                { id: 4, parentId: 2, parentName: '综合办公室', createTime: '2025-04-30 23:37:50', name: '档案科', order: 2, children: [] },
              ],
            },
            {
              id: 5, parentId: 1, parentName: '根节点', createTime: '2024-08-22 20:04:22', name: '人事科', order: 2,
              children: [
                { id: 6, parentId: 5, parentName: '人事科', createTime: '2024-12-03 16:51:34', name: '编制管理股', order: 1, children: [] },
                { id: 7, parentId: 5, parentName: '人事科', createTime: '2024-12-01 16:14:56', name: '招聘调配股', order: 2, children: [] },
              ],
            },
          ],
        },
      ],
      total: 1,
    },
  },
  '/mock/departmentManagement/doEdit': { body: { id: 1 }, data: { message: '模拟保存成功' } },
  '/mock/departmentManagement/doDelete': { body: { ids: [1] }, data: { message: '模拟删除成功' } },
  '/mock/description/getList': {
    data: {
      description: '<h3>人事管理系统 2.7.0（2025-5-28）</h3><ul><li>新增编制备案、岗位设置、公开招聘、人员交流、年度考核、身份转换的填报与审核流程</li><li>主管部门与人社局按辖区审核基层单位上报的数据</li><li>统计查询与审核进度查看</li><li>新增中英文界面切换与主题设置</li></ul>',
    },
  },
  '/mock/notice/getList': {
    data: {
      list: [
        {
          image: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%2264%22%20height%3D%2264%22%20viewBox%3D%220%200%2064%2064%22%3E%3Crect%20width%3D%22100%25%22%20height%3D%22100%25%22%20fill%3D%22hsl(264%2C60%25%2C55%25)%22%2F%3E%3Ctext%20x%3D%2250%25%22%20y%3D%2250%25%22%20dominant-baseline%3D%22middle%22%20text-anchor%3D%22middle%22%20font-family%3D%22sans-serif%22%20font-size%3D%2216%22%20fill%3D%22%23fff%22%3E%E6%9D%A8%3C%2Ftext%3E%3C%2Fsvg%3E',
          notice: '<strong>杨艳</strong> 发布了 <a href="#/vab/table/comprehensiveTable">服务系统发布</a>', email: 'user01@example.com',
        },
        {
          image: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%2264%22%20height%3D%2264%22%20viewBox%3D%220%200%2064%2064%22%3E%3Crect%20width%3D%22100%25%22%20height%3D%22100%25%22%20fill%3D%22hsl(341%2C60%25%2C55%25)%22%2F%3E%3Ctext%20x%3D%2250%25%22%20y%3D%2250%25%22%20dominant-baseline%3D%22middle%22%20text-anchor%3D%22middle%22%20font-family%3D%22sans-serif%22%20font-size%3D%2216%22%20fill%3D%22%23fff%22%3E%E8%83%A1%3C%2Ftext%3E%3C%2Fsvg%3E',
          notice: '<strong>胡涛伟</strong> 发布了 <a href="#/vab/table/comprehensiveTable">流程信息安全</a>', email: 'user02@example.com',
        },
      ],
      total: 8,
    },
  },
  '/mock/menuManagement/getList': {
    data: {
      list: [
        {
          id: 'root', role: '', label: '全部角色',
          children: [{ id: '1', role: 'Admin', label: 'Admin角色' }, { id: '2', role: 'Editor', label: 'Editor角色' }],
        },
      ],
    },
  },
  '/mock/menuManagement/doEdit': { body: { id: 1 }, data: { message: '模拟保存成功' } },
  '/mock/menuManagement/doDelete': { body: { ids: [1] }, data: { message: '模拟删除成功' } },
  '/mock/router/getList': {
    data: {
      list: [
        {
          path: '/', name: 'DemoRoot', component: 'Layout', redirect: '/index', meta: { title: '首页', icon: 'home-2-line', breadcrumbHidden: true },
          children: [
            { path: 'index', name: 'DemoIndex', component: 'index/index', meta: { title: '首页', icon: 'home-2-line', noClosable: true } },
            { path: 'dashboard', name: 'Dashboard', component: 'index/dashboard', meta: { title: '看板', icon: 'dashboard-line' } },
          ],
        },
        {
          path: '/vab', name: 'Vab', component: 'Layout', redirect: '/vab/icon/remixIcon', meta: { title: '组件', icon: 'code-box-line' },
          children: [
            {
              path: 'icon', name: 'Icon', component: 'Layout', redirect: '/vab/icon/remixIcon', meta: { title: '图标', icon: 'remixicon-line' },
              children: [
                { path: 'remixIcon', name: 'RemixIcon', component: 'vab/icon/remixIcon', meta: { title: '小清新图标', icon: 'remixicon-line' } },
                { path: 'iconSelector', name: 'IconSelector', component: 'vab/icon/iconSelector', meta: { title: '图标选择器', icon: 'apps-line' } },
              ],
            },
            { path: 'permission', name: 'Permission', component: 'vab/permission', meta: { title: '角色权限', icon: 'user-3-line', badge: 'Pro' } },
          ],
        },
      ],
    },
  },
  '/mock/remixIcon/getList': { data: { list: ['24-hours-fill', '24-hours-line'], total: 3229 } },
  '/mock/area/getList': {
    data: {
      list: [
        {
          name: '北京市', code: '110000', region: 'north', provinceLevelCity: true,
          children: [{ name: '市辖区', code: '110100', children: [{ name: '东城区', code: '110101' }, { name: '西城区', code: '110102' }] }],
        },
        {
          name: '天津市', code: '120000', region: 'north', provinceLevelCity: true,
          children: [{ name: '市辖区', code: '120100', children: [{ name: '和平区', code: '120101' }, { name: '河东区', code: '120102' }] }],
        },
      ],
    },
  },
  '/mock/publicKey': { data: { publicKey: '', mockServer: true } },
  '/mock/login': { body: { username: 'admin', password: '123456' }, data: { token: 'admin-token-d5ef2826-cd32-4d71-b3f0-8cb84ecec2ca-1795700534847' } },
  '/mock/socialLogin': { body: { code: 'gh-123' }, data: { token: 'admin-token-92e3ceb6-eb41-457e-83bf-5db1cd6e6671-1795700534899' } },
  '/mock/register': { body: {}, data: { token: 'editor-token-16bfec45-c903-4c0d-ace1-29529372f527-1795700534965', message: '模拟注册成功' } },
  '/mock/userInfo': {
    data: {
      username: 'admin', roles: ['Admin'], permissions: ['read:system', 'write:system', 'delete:system'],
      ability: ['read:system', 'write:system', 'delete:system'],
      avatar: 'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%2264%22%20height%3D%2264%22%20viewBox%3D%220%200%2064%2064%22%3E%3Crect%20width%3D%22100%25%22%20height%3D%22100%25%22%20fill%3D%22hsl(349%2C60%25%2C55%25)%22%2F%3E%3Ctext%20x%3D%2250%25%22%20y%3D%2250%25%22%20dominant-baseline%3D%22middle%22%20text-anchor%3D%22middle%22%20font-family%3D%22sans-serif%22%20font-size%3D%2216%22%20fill%3D%22%23fff%22%3EA%3C%2Ftext%3E%3C%2Fsvg%3E',
    },
  },
  '/mock/logout': { data: null },
  '/mock/expireToken': { data: { expiresIn: 4589 } },
  '/mock/refreshToken': { data: { token: 'admin-token-82258ac0-025a-4727-8da2-8699ff62adc0-1795700535355' } },
};
