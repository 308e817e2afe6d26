// The pages around the desk: sign-in, the page shown while no password is set, and a one-line message
// (not found, an expired form, what went wrong).
import { Layout } from "./Layout.tsx";

export function LoginPage(props: { csrf: string; error?: string }) {
  return (
    <Layout title="Sign in">
      <h1>Sign in</h1>
      <form method="post" action="/owner/login" className="card stack">
        <input type="hidden" name="_csrf" value={props.csrf} />
        {props.error && (
          <p className="error" role="alert" id="login-error">
            {props.error}
          </p>
        )}
        <label htmlFor="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1024}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? "login-error" : undefined}
        />
        <button type="submit">Sign in</button>
      </form>
    </Layout>
  );
}

export function SetupPage() {
  return (
    <Layout title="Set a password">
      <h1>The owner's desk has no password yet</h1>
      <div className="card stack">
        <p>Nothing here opens until a password is set. On the server's machine:</p>
        <ol>
          <li>
            Run <code>npm run owner:password</code>, type the password twice, and copy the line it prints.
          </li>
          <li>
            Set it as <code>OWNER_PASSWORD_HASH</code> in the server's environment.
          </li>
          <li>
            Set <code>SESSION_KEY</code> to 64 hex characters: <code>openssl rand -hex 32</code> makes one.
          </li>
          <li>Restart the server and open this page again.</li>
        </ol>
      </div>
    </Layout>
  );
}

export function MessagePage(props: { title: string; text: string; link?: { href: string; label: string } }) {
  return (
    <Layout title={props.title}>
      <h1>{props.title}</h1>
      <div className="card stack">
        <p>{props.text}</p>
        {props.link && <a href={props.link.href}>{props.link.label}</a>}
      </div>
    </Layout>
  );
}
