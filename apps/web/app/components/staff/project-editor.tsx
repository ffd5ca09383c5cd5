import { errorBody } from "@pixelforge/contracts/errors";
import {
  type ProjectForm,
  projectForm,
  type StaffProject,
} from "@pixelforge/contracts/staff-portfolio";
import { useId, useState } from "react";
import { FormResultMessage } from "../forms/field";
import { FormField } from "../forms/form-field";
import { useContractForm } from "../forms/use-contract-form";

const empty: ProjectForm = { title: "", image: "", description: "", tags: "", projectLink: "" };

function valuesOf(project: StaffProject | undefined): ProjectForm {
  if (!project) return empty;
  return {
    title: project.title,
    image: project.image,
    description: project.description,
    tags: project.tags.join(", "),
    projectLink: project.projectLink ?? "",
  };
}

/** Create or edit one project; errors from the contract or the server under their fields. */
export function ProjectEditor(props: {
  project?: StaffProject;
  save: (fields: ProjectForm) => Promise<void>;
  cancel: () => void;
}) {
  const form = useContractForm(projectForm, valuesOf(props.project));
  const submit = form.submitWith(async () => {
    try {
      await props.save(form.getValues());
    } catch (error) {
      form.showFailure(error);
    }
  });
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const fileId = useId();
  const busy = form.formState.isSubmitting || form.formState.disabled || uploading;

  /** Sends the file's bytes; the server checks them and answers the image's address. */
  async function upload(file: File) {
    setUploading(true);
    setUploadError(undefined);
    try {
      const response = await fetch("/api/staff/media", {
        method: "POST",
        headers: {
          "content-type": file.type || "application/octet-stream",
          "x-file-name": encodeURIComponent(file.name),
        },
        body: file,
        credentials: "same-origin",
      });
      const payload: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const parsed = errorBody.safeParse(payload);
        setUploadError(parsed.success ? parsed.data.message : "The image was not uploaded.");
        return;
      }
      const image = (payload as { image?: unknown }).image;
      if (typeof image === "string") form.setValue("image", image, { shouldValidate: true });
    } catch {
      setUploadError("Could not reach the server. Check your connection and try again.");
    } finally {
      setUploading(false);
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={props.project ? `Edit ${props.project.title}` : "New project"}
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField control={form.control} name="title" label="Title" maxLength={200} />
        <FormField
          control={form.control}
          name="image"
          label="Image (a /path on this site or an https address)"
          maxLength={2000}
        />
      </div>
      <div className="text-sm">
        <label htmlFor={fileId} className="font-semibold text-ink">
          Or upload an image (PNG, JPEG, WebP or AVIF, at most 10 MB)
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/avif"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload(file);
          }}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        {uploading && (
          <p role="status" className="mt-1 text-slate-600">
            Uploading and making the sizes…
          </p>
        )}
        {uploadError && (
          <p role="alert" className="mt-1 text-rose-700">
            {uploadError}
          </p>
        )}
      </div>
      <FormField
        control={form.control}
        name="description"
        label="Description"
        multiline
        maxLength={2000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="tags"
          label="Tags (comma-separated)"
          required={false}
          maxLength={500}
        />
        <FormField
          control={form.control}
          name="projectLink"
          label="Project link (optional)"
          required={false}
          maxLength={2000}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-royal py-2" disabled={busy}>
          {form.formState.isSubmitting ? "Saving…" : props.project ? "Save changes" : "Add project"}
        </button>
        <button type="button" className="btn-outline py-2" onClick={props.cancel} disabled={busy}>
          Cancel
        </button>
        <FormResultMessage result={form.result} />
      </div>
    </form>
  );
}
