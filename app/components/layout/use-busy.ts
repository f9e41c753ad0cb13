import { useFetchers, useNavigation } from "@remix-run/react";

/** A navigation, or a form posted by a fetcher (the ask-service modal), is on its way. */
export function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state === "submitting");
}
