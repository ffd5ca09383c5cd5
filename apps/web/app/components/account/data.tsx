import { agency } from "@pixelforge/brand/agency";
import { useState } from "react";
import { type FormResult, FormResultMessage } from "../forms/field";
import { AccountSection } from "./section";

/** Everything we hold about the person, as a JSON file. */
export function DataSection() {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<FormResult>();

  async function download() {
    setBusy(true);
    setResult(undefined);
    try {
      const response = await fetch("/api/account/export", { credentials: "same-origin" });
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${agency.name.toLowerCase().replace(/\s+/g, "-")}-my-data.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      setResult({ kind: "success", text: "Your data has been downloaded." });
    } catch {
      setResult({ kind: "error", text: "Could not download your data. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection
      id="data"
      title="Download my data"
      intro="Your profile, your sessions, the messages and tickets you sent us and the websites you saved from the builder (names and settings, without the pictures), as one JSON file."
    >
      <button type="button" className="btn-outline" onClick={download} disabled={busy}>
        {busy ? "Preparing..." : "Download my data"}
      </button>
      <div className="mt-4">
        <FormResultMessage result={result} />
      </div>
    </AccountSection>
  );
}
