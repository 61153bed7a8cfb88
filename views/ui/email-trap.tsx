/**
 * The login forms' spam trap: a field people never see or fill, which the login action refuses
 * when filled. Uncontrolled in a server form; an island passes its value and setter.
 */
export function EmailTrap({ id, value, onChange }: { id: string; value?: string; onChange?: (value: string) => void }) {
  const control = onChange ? { value: value ?? '', onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : { defaultValue: '' };
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="confirm_email" type="text" tabIndex={-1} autoComplete="off" {...control} />
    </div>
  );
}
