import { Alert, Center, Loader, Modal } from '@mantine/core';

/** The dialog frame while its order loads (or when it cannot be loaded). */
export function BillDialogLoading({ title, error, onClose }: { title: string; error: string | null; onClose(): void }) {
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      {error === null ? (
        <Center py="xl">
          <Loader data-testid="bill-dialog-loading" />
        </Center>
      ) : (
        <Alert color="red">{error}</Alert>
      )}
    </Modal>
  );
}
