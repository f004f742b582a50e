// The list kit: a page declares its columns; the kit draws the table, the phone cards, the
// empty state, the count line and Load more.
export { actionColumn, ListTable, numberColumn, type Column, type EmptyList } from './list-table';
export { DeleteButton } from './delete-button';
