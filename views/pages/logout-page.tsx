/** `/logout` reached by its address: one button, since only a POST logs out. */
export function LogoutPage() {
  return (
    <section className="container prose" aria-labelledby="logout-heading">
      <h1 id="logout-heading">Log Out</h1>
      <p>Are you sure you want to log out on this device?</p>
      <form method="post" action="/logout">
        <input type="hidden" name="intent" value="logout" />
        <input type="hidden" name="next" value="/" />
        <button type="submit" className="button button-primary">
          LOG OUT
        </button>
      </form>
    </section>
  );
}
