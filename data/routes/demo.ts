import type { RouteMeta, RouteRecord } from '@/lib/contracts/router';

type AccessRule = NonNullable<RouteMeta['roles']>;

const ADMIN: AccessRule = { role: ['Admin'], mode: 'oneOf' };
const NOT_EDITOR: AccessRule = { role: ['Editor'], mode: 'except' };
const ADMIN_OR_EDITOR: AccessRule = { role: ['Admin', 'Editor'], mode: 'oneOf' };

/** A page whose view key is `<section>/<path>`. */
const page = (section: string) => (path: string, name: string, title: string, icon: string, meta: RouteMeta = {}): RouteRecord => ({
  path, name, component: `${section}/${path}`, meta: { title, icon, ...meta },
});

const group = (path: string, name: string, title: string, icon: string, children: RouteRecord[], meta: RouteMeta = {}): RouteRecord => ({
  path, name, component: 'Layout', meta: { title, icon, ...meta }, children,
});

const withRoles = (roles: AccessRule) => (r: RouteRecord): RouteRecord => ({ ...r, meta: { roles, ...r.meta } });

const fullPath = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** Each group redirects to its first visible page inside the app. */
function withRedirects(routes: RouteRecord[], base = ''): RouteRecord[] {
  return routes.map((r) => {
    if (!r.children) return r;
    const path = fullPath(base, r.path);
    const children = withRedirects(r.children, path);
    const first = children.find((c) => !c.meta.hidden && !/^https?:/.test(c.path));
    return { ...r, ...(first ? { redirect: first.redirect ?? fullPath(path, first.path) } : {}), children };
  });
}

const vab = page('vab');
const icon = page('vab/icon');
const table = page('vab/table');
const form = page('vab/form');
const other = page('other');
const drag = page('other/drag');
const iframe = page('other/iframe');
const excel = page('other/excel');
const segment = page('other/dynamicSegment');
const setting = page('setting');

const FORM_CONTROLS: [path: string, title: string, icon: string][] = [
  ['button', '按钮', 'checkbox-blank-line'], ['link', '文字链接', 'links-line'], ['radio', '单选框', 'radio-button-line'],
  ['checkbox', '多选框', 'checkbox-line'], ['input', '输入框', 'input-method-line'], ['inputNumber', '计数器', 'number-1'],
  ['select', '选择器', 'list-check'], ['switch', '开关', 'toggle-line'], ['slider', '滑块', 'equalizer-line'],
  ['timePicker', '时间选择器', 'time-line'], ['datePicker', '日期选择器', 'calendar-line'],
  ['dateTimePicker', '日期时间选择器', 'calendar-event-line'], ['rate', '评分', 'star-line'],
];

const nested = (level: string, depth: number): RouteRecord => {
  const path = `menu${level}`;
  const name = `Menu${level.replace(/-/g, '')}`;
  const title = `嵌套路由 ${level}`;
  if (depth === 1) return { path, name, component: 'other/nested/menu', meta: { title, icon: 'menu-line' } };
  return group(path, name, title, 'menu-line', [nested(`${level}-1`, depth - 1)]);
};

/** The template's demo route tree of spec §2.3, served by /api/mock/router/getList. Titles are Chinese; data/i18n translates them. */
export const demoRoutes: RouteRecord[] = withRedirects([
  group('/', 'DemoRoot', '首页', 'home-2-line', [
    { path: 'index', name: 'DemoIndex', component: 'index/index', meta: { title: '首页', icon: 'home-2-line', noClosable: true } },
    { path: 'dashboard', name: 'Dashboard', component: 'index/dashboard', meta: { title: '看板', icon: 'dashboard-line' } },
    { path: 'workbench', name: 'DemoWorkbench', component: 'index/workbench', meta: { title: '工作台', icon: 'settings-6-line', dot: true } },
  ], { breadcrumbHidden: true }),
  group('/vab', 'Vab', '组件', 'code-box-line', [
    group('icon', 'Icon', '图标', 'remixicon-line', [
      icon('remixIcon', 'RemixIcon', '小清新图标', 'remixicon-line'),
      icon('iconSelector', 'IconSelector', '图标选择器', 'apps-line'),
    ]),
    vab('permission', 'Permission', '角色权限', 'user-3-line', { badge: 'Pro' }),
    group('table', 'Table', '表格', 'table-2', [
      table('comprehensiveTable', 'ComprehensiveTable', '综合表格', 'table-line'),
      table('detail', 'Detail', '详情页', 'file-list-line', { hidden: true, dynamicNewTab: true, activeMenu: '/vab/table/comprehensiveTable' }),
      table('inlineEditTable', 'InlineEditTable', '行内编辑表格', 'edit-2-line'),
      table('customTable', 'CustomTable', '自定义表格', 'layout-column-line'),
    ], { roles: NOT_EDITOR }),
    vab('list', 'List', '列表', 'list-unordered', { roles: ADMIN }),
    group('form', 'Form', '表单', 'file-list-2-line', [
      form('comprehensiveForm', 'ComprehensiveForm', '综合表单', 'file-list-3-line'),
      form('stepForm', 'StepForm', '分步表单', 'git-commit-line'),
      ...FORM_CONTROLS.map(([path, title, ic]) => form(path, `${path[0].toUpperCase()}${path.slice(1)}`, title, ic)),
    ], { roles: ADMIN }),
  ]),
  group('/other', 'Other', '其他', 'archive-line', [
    ...[
      other('workflow', 'Workflow', '工作流', 'flow-chart'),
      other('echarts', 'Echarts', '图表', 'bar-chart-2-line'),
      other('print', 'Print', '打印', 'printer-line'),
      other('notice', 'Notice', '通知', 'message-2-line'),
      other('timeline', 'Timeline', '时间线', 'time-line'),
      other('tabs', 'Tabs', '多标签', 'bank-card-line'),
      other('dynamicMeta', 'DynamicMeta', '动态Meta', 'notification-badge-line'),
      group('dynamicSegment', 'DynamicSegment', '动态路径参数', 'arrow-left-right-line', [
        { path: 'test1/1', name: 'Test1', component: 'other/dynamicSegment/test1', meta: { title: 'Params', icon: 'number-1' } },
        {
          path: 'test1/:id', name: 'Test1Params', component: 'other/dynamicSegment/test1',
          meta: { title: 'Params', icon: 'number-1', hidden: true, dynamicNewTab: true, activeMenu: '/other/dynamicSegment/test1/1' },
        },
        segment('test2', 'Test2', 'Query', 'number-2'),
      ]),
      group('drag', 'Drag', '拖拽', 'drag-drop-line', [
        drag('dialogDrag', 'DialogDrag', '弹窗拖拽', 'drag-move-line'),
        drag('cardDrag', 'CardDrag', '卡片拖拽', 'drag-move-2-line'),
        drag('flowSheetDrag', 'FlowSheetDrag', '流程表拖拽', 'flow-chart'),
      ]),
      other('loading', 'Loading', '加载', 'loader-line', { noKeepAlive: true }),
      other('upload', 'Upload', '上传', 'upload-2-line'),
      group('nested', 'Nested', '嵌套路由 1', 'menu-line', [nested('1-1', 3)]),
      other('log', 'Log', '错误日志模拟', 'bug-line'),
      other('cssfx', 'Cssfx', 'Css动画', 'css3-line'),
      other('social', 'Social', '第三方登录', 'github-line'),
      group('iframe', 'Iframe', 'Iframe', 'window-line', [
        iframe('search', 'IframeSearch', 'Iframe', 'search-line'),
        iframe('view', 'IframeView', 'Iframe', 'window-line', { hidden: true, dynamicNewTab: true, activeMenu: '/other/iframe/search' }),
      ]),
      group('excel', 'Excel', 'Excel', 'file-excel-2-line', [
        excel('exportExcel', 'ExportExcel', '导出Excel', 'file-excel-line'),
        excel('exportSelectedExcel', 'ExportSelectedExcel', '导出选中行', 'file-excel-line'),
        excel('exportMergeHeaderExcel', 'ExportMergeHeaderExcel', '导出合并', 'file-excel-line'),
      ]),
    ].map(withRoles(ADMIN)),
    {
      path: 'https://github.com/zxwk1998/vue-admin-better', name: 'ExternalLink',
      meta: { title: '外链', icon: 'external-link-line', target: '_blank', roles: ADMIN_OR_EDITOR },
    },
  ]),
  group('/mall', 'Mall', '商城', 'shopping-cart-line', [
    page('mall')('goods', 'Goods', '商品列表', 'shopping-bag-3-line', { badge: 'Hot' }),
  ], { roles: ADMIN }),
  group('/noColumn', 'NoColumn', '无分栏', 'delete-column', [
    page('noColumn')('deleteColumn', 'DeleteColumn', '无分栏', 'delete-column', { noColumn: true }),
  ], { levelHidden: true, breadcrumbHidden: true }),
  group('/setting', 'DemoSetting', '配置', 'settings-3-line', [
    setting('personalCenter', 'DemoPersonalCenter', '个人中心', 'user-settings-line'),
    setting('userManagement', 'DemoUserManagement', '用户管理', 'user-line'),
    setting('roleManagement', 'DemoRoleManagement', '角色管理', 'admin-line'),
    setting('departmentManagement', 'DemoDepartmentManagement', '部门管理', 'group-line'),
    setting('menuManagement', 'DemoMenuManagement', '菜单管理', 'menu-2-line'),
    setting('systemLog', 'DemoSystemLog', '系统日志', 'file-shield-2-line'),
  ], { roles: ADMIN }),
  group('/error', 'Error', '错误页', 'error-warning-line', [
    page('error')('403', 'Error403', '403', 'error-warning-line'),
    page('error')('404', 'Error404', '404', 'error-warning-line'),
  ], { levelHidden: true }),
]);
