import ExcelExport from './ExcelExport';

export default function ExportSelectedExcel() {
  return <ExcelExport mode="selected" />;
}
