export {
  Table,
  tableAlignments,
  tableDensities,
  type TableColumn,
  type TableProps,
  type TableSort,
  type SortValue,
} from './Table';
