import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminDepartment, AdminProductCategory } from '@kasir/contracts';
import { errorMessageOf } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useBackOfficeOutlet } from '../api.ts';
import { BackOfficeListPage } from '../BackOfficeListPage.tsx';
import { RemoveConfirm } from '../payments/RemoveConfirm.tsx';
import { useCategories, useDepartments, useKitchenPrinters, useRemoveCatalogRow, useSaveCategory } from './catalog-api.ts';
import { CategoryDialog } from './CategoryDialog.tsx';
import { DepartmentDialog } from './DepartmentDialog.tsx';

type Removing = { kind: 'department'; row: AdminDepartment } | { kind: 'productCategory'; row: AdminProductCategory } | null;

/** Route /backoffice/categories: the chosen outlet's departments (with kitchen printers) and its categories in menu order. */
export function CategoriesScreen() {
  const { t } = useTranslation();
  const { outlet, isPending } = useBackOfficeOutlet();
  const outletId = outlet?.Id ?? null;
  const departments = useDepartments(outletId);
  const categories = useCategories(outletId);
  const printers = useKitchenPrinters(outletId);
  const saveCategory = useSaveCategory();
  const removeDepartment = useRemoveCatalogRow('department');
  const removeCategory = useRemoveCatalogRow('productCategory');
  const [editingDepartment, setEditingDepartment] = useState<AdminDepartment | 'new' | null>(null);
  const [editingCategory, setEditingCategory] = useState<AdminProductCategory | 'new' | null>(null);
  const [removing, setRemoving] = useState<Removing>(null);

  if (isPending) return <Loader aria-label={t('common.loading')} />;
  if (!outlet) return <Text>{t('backOffice.noOutlets')}</Text>;
  const printerName = (id: number) => printers.data?.find((printer) => printer.DeviceId === id)?.Name ?? `#${id}`;
  const categoryList = categories.data ?? [];
  const nextPosition = categoryList.reduce((highest, category) => Math.max(highest, category.Position + 1), 0);

  /** Moves the category one place: the list is renumbered 0, 1, 2 … and each row whose place changed is saved. */
  const move = (index: number, step: -1 | 1) => {
    const order = [...categoryList];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + step, 0, moved);
    const changed = order.map((row, position) => ({ row, position })).filter(({ row, position }) => row.Position !== position);
    Promise.all(changed.map(({ row, position }) => saveCategory.mutateAsync({ id: row.Id, body: { OutletId: outlet.Id, Name: row.Name, DepartmentId: row.DepartmentId, Position: position }, key: '' }))).catch((error: unknown) => toast.error(errorMessageOf(error)));
  };

  const confirmRemove = () => {
    if (!removing) return;
    const mutation = removing.kind === 'department' ? removeDepartment : removeCategory;
    mutation.mutate(removing.row.Id, {
      onSuccess: (result) => {
        toast.success(t(result.Archived ? 'boMenu.structure.archived' : 'boMenu.structure.deleted', { name: removing.row.Name }));
        setRemoving(null);
      },
      onError: (error) => {
        toast.error(errorMessageOf(error));
        setRemoving(null);
      },
    });
  };

  const rowActions = (name: string, onEdit: () => void, onDelete: () => void) => (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button variant="light" size="sm" aria-label={t('boMenu.structure.editAria', { name })} onClick={onEdit}>
        {t('backOffice.edit')}
      </Button>
      <Button variant="subtle" color="red" size="sm" aria-label={t('boMenu.structure.deleteAria', { name })} onClick={onDelete}>
        {t('backOffice.delete')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="xl" data-testid="bo-categories">
      <BackOfficeListPage
        testId="bo-departments"
        title={t('boMenu.structure.title')}
        subtitle={t('boMenu.structure.subtitle', { outlet: outlet.Name })}
        newLabel={t('boMenu.structure.newDepartment')}
        onNew={() => setEditingDepartment('new')}
        query={departments}
        emptyText={t('boMenu.structure.noDepartments')}
        renderList={(items) => (
          <Table striped verticalSpacing="sm" fz="md" aria-label={t('boMenu.structure.departments')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('boMenu.columns.department')}</Table.Th>
                <Table.Th>{t('boMenu.columns.printers')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((department) => (
                <Table.Tr key={department.Id}>
                  <Table.Td fw={600}>{department.Name}</Table.Td>
                  <Table.Td>
                    {department.PrinterDeviceIds.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('boMenu.structure.noPrinters')}
                      </Text>
                    ) : (
                      <Group gap={4}>
                        {department.PrinterDeviceIds.map((id) => (
                          <Badge key={id} variant="light">
                            {printerName(id)}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>{rowActions(department.Name, () => setEditingDepartment(department), () => setRemoving({ kind: 'department', row: department }))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      />
      <BackOfficeListPage
        testId="bo-product-categories"
        title={t('boMenu.structure.categories')}
        subtitle=""
        newLabel={t('boMenu.structure.newCategory')}
        onNew={() => setEditingCategory('new')}
        query={categories}
        emptyText={t('boMenu.structure.noCategories')}
        renderList={(items) => (
          <Table striped verticalSpacing="sm" fz="md" aria-label={t('boMenu.structure.categories')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={96}>{t('boMenu.columns.position')}</Table.Th>
                <Table.Th>{t('boMenu.columns.category')}</Table.Th>
                <Table.Th>{t('boMenu.columns.department')}</Table.Th>
                <Table.Th>{t('boMenu.columns.products')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((category, index) => (
                <Table.Tr key={category.Id}>
                  <Table.Td>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon variant="subtle" size="lg" disabled={index === 0 || saveCategory.isPending} aria-label={t('boMenu.structure.moveUp', { name: category.Name })} onClick={() => move(index, -1)}>
                        <IconArrowUp size={18} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" size="lg" disabled={index === items.length - 1 || saveCategory.isPending} aria-label={t('boMenu.structure.moveDown', { name: category.Name })} onClick={() => move(index, 1)}>
                        <IconArrowDown size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                  <Table.Td fw={600}>{category.Name}</Table.Td>
                  <Table.Td>{category.DepartmentName ?? '—'}</Table.Td>
                  <Table.Td>{category.ProductCount}</Table.Td>
                  <Table.Td>{rowActions(category.Name, () => setEditingCategory(category), () => setRemoving({ kind: 'productCategory', row: category }))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      />
      {editingDepartment !== null ? <DepartmentDialog outletId={outlet.Id} editing={editingDepartment === 'new' ? null : editingDepartment} onClose={() => setEditingDepartment(null)} /> : null}
      {editingCategory !== null ? <CategoryDialog outletId={outlet.Id} editing={editingCategory === 'new' ? null : editingCategory} departments={departments.data ?? []} nextPosition={nextPosition} onClose={() => setEditingCategory(null)} /> : null}
      <RemoveConfirm name={removing?.row.Name ?? null} isBusy={removeDepartment.isPending || removeCategory.isPending} onConfirm={confirmRemove} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
