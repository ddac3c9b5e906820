import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, UpdateCustomerDataBody } from '@kasir/contracts';
import { errorMessageOf, http } from '../../../api/http-client.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { CustomerDataDialog } from '../../menu/dialogs/CustomerDataDialog.tsx';
import { orderQueryKeys } from '../../order/api.ts';

function updateCustomerData(orderId: number, body: UpdateCustomerDataBody): Promise<unknown> {
  return http.post(`/order/${orderId}/updateCustomerData`, body);
}

/**
 * Name and phone only, from the payment's member picker (ChooseMemberDialog): the customer data
 * dialog of the menu, saved on the order with POST /order/{id}/updateCustomerData, for a
 * customer who is not a member.
 */
export function ChangeCustomerDialog({ order, onClose }: { order: Order; onClose(): void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: UpdateCustomerDataBody) => updateCustomerData(order.Id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderQueryKeys.detail(order.Id) });
      onClose();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  return (
    <CustomerDataDialog
      value={{ CustomerName: order.CustomerName ?? '', PhoneNumber: order.PhoneNumber ?? '' }}
      onSubmit={(customer) => save.mutate({ Version: order.Version, CustomerName: customer.CustomerName, PhoneNumber: customer.PhoneNumber })}
      onClose={onClose}
    />
  );
}
