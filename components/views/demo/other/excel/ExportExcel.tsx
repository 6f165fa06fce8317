import ExcelExport from './ExcelExport';

export default function ExportExcel() {
  return <ExcelExport mode="all" />;
}
