import { Navigate, useLocation } from "react-router";
import { signInPath } from "#shared/account/next-path.ts";

/** A signed-in page's answer to a visitor: the sign-in page, which brings them back here afterwards. */
export function SignInFirst() {
  const location = useLocation();
  return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
}
