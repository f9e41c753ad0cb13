import { useEffect, useRef, type CSSProperties } from "react";
import { useTranslation } from "~/modules/i18n/react";
import { notify } from "~/modules/toast/notify";
import { useLanguage, useRootData } from "~/utils/root-data";
import { ChallengeField } from "./challenge-field";
import { HONEYPOT_FIELD, RECAPTCHA_FIELD, STAMP_FIELD, type FormChallenge } from "./fields";

type Grecaptcha = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      size: "invisible";
      callback: (token: string) => void;
      "expired-callback"?: () => void;
      "error-callback"?: () => void;
    },
  ): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

const SCRIPT_URL = "https://www.google.com/recaptcha/api.js";
let scriptLoad: Promise<Grecaptcha> | null = null;

function loadRecaptcha(language: string): Promise<Grecaptcha> {
  if (scriptLoad) return scriptLoad;
  scriptLoad = new Promise<Grecaptcha>((resolve, reject) => {
    window.__onRecaptchaLoad = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error("grecaptcha missing"));
    };
    const script = document.createElement("script");
    script.src = `${SCRIPT_URL}?onload=__onRecaptchaLoad&render=explicit&hl=${language}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      // A later page may try again (the network may be back).
      scriptLoad = null;
      reject(new Error("script failed"));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

// Off screen rather than display:none, which some bots recognise and skip.
const hiddenStyle: CSSProperties = {
  position: "absolute",
  insetInlineStart: "-10000px",
  width: 1,
  height: 1,
  overflow: "hidden",
};

/** Without JavaScript the form posts as it is and the server asks its `challenge` (ADR 0009). */
export function FormProtection({ challenge = null }: { challenge?: FormChallenge | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const root = useRootData();
  const siteKey = root?.ENV.RECAPTCHA_SITE_KEY ?? null;
  const tokenRef = useRef<HTMLInputElement>(null);
  const failedMessage = t("form_protection.script_failed");

  useEffect(() => {
    const tokenInput = tokenRef.current;
    const form = tokenInput?.form;
    if (!siteKey || !tokenInput || !form) return;
    // The widget's own textarea stays outside the form, so the form posts one token, ours.
    const container = document.createElement("div");
    document.body.appendChild(container);
    let widgetId: number | undefined;
    let grecaptcha: Grecaptcha | undefined;
    let submitter: HTMLElement | null = null;
    let cancelled = false;

    const clearToken = () => {
      tokenInput.value = "";
    };
    const onSubmit = (event: SubmitEvent) => {
      if (tokenInput.value) {
        // Tokens are single use: ask for a new one next time.
        setTimeout(() => {
          clearToken();
          if (grecaptcha && widgetId !== undefined) grecaptcha.reset(widgetId);
        }, 0);
        return;
      }
      if (!grecaptcha || widgetId === undefined) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      submitter = event.submitter;
      grecaptcha.execute(widgetId);
    };

    loadRecaptcha(language)
      .then((loaded) => {
        if (cancelled) return;
        grecaptcha = loaded;
        widgetId = loaded.render(container, {
          sitekey: siteKey,
          size: "invisible",
          callback: (token) => {
            tokenInput.value = token;
            form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
          },
          "expired-callback": clearToken,
          "error-callback": clearToken,
        });
      })
      .catch(() => {
        if (!cancelled)
          notify({ type: "error", message: failedMessage, id: "recaptcha-load-failed" });
      });
    form.addEventListener("submit", onSubmit);
    return () => {
      cancelled = true;
      container.remove();
      form.removeEventListener("submit", onSubmit);
    };
  }, [siteKey, language, failedMessage]);

  return (
    <>
      <div style={hiddenStyle} aria-hidden="true">
        <label>
          {t("form_protection.honeypot_label")}
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
      <input type="hidden" name={STAMP_FIELD} value={root?.formStamp ?? ""} />
      <input type="hidden" name={RECAPTCHA_FIELD} ref={tokenRef} defaultValue="" />
      {challenge ? <ChallengeField challenge={challenge} /> : null}
    </>
  );
}
