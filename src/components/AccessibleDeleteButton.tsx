import { DeleteWithConfirmButton, type DeleteWithConfirmButtonProps, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';

/** G8: the row's delete button, shown only to a role the access matrix lets delete the record. */
export function AccessibleDeleteButton(props: DeleteWithConfirmButtonProps) {
  const resource = useResourceContext(props);
  const record = useRecordContext(props);
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  return canAccess ? <DeleteWithConfirmButton {...props} /> : null;
}
