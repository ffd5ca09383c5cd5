import type { SiteSection } from "@pixelforge/sitegen/site-config";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ListEditor, moveItem, removeItem, replaceItem } from "./list-editor";
import { SectionOrderPicker } from "./section-order-picker";

function PickerHarness() {
  const [order, setOrder] = useState<SiteSection[]>([
    "Gallery",
    "Products",
    "Testimonials",
    "Blog",
  ]);
  return (
    <>
      <SectionOrderPicker order={order} onChange={setOrder} />
      <output data-testid="order">{order.join(",")}</output>
    </>
  );
}

function ListHarness() {
  const [items, setItems] = useState(["first", "second"]);
  return (
    <ListEditor
      title="Carousel Images"
      itemName="Image"
      items={items}
      onChange={setItems}
      blank={() => ""}
      renderItem={(value, set, i) => (
        <label>
          Image {i + 1} address
          <input value={value} onChange={(e) => set(e.target.value)} />
        </label>
      )}
    />
  );
}

type Entry = { title: string; img: string };
/** Each entry's update as it was when first rendered, as an upload started then keeps it. */
const updatesAtStart: ((next: (current: Entry) => Entry) => void)[] = [];

function LateUpdateHarness() {
  const [items, setItems] = useState<Entry[]>([
    { title: "Sourdough", img: "" },
    { title: "Baguette", img: "" },
  ]);
  return (
    <ListEditor
      title="Products"
      itemName="Product"
      items={items}
      onChange={setItems}
      blank={() => ({ title: "", img: "" })}
      renderItem={(item, set, i) => {
        updatesAtStart[i] ??= set;
        return (
          <>
            <label>
              Product {i + 1} title
              <input
                value={item.title}
                onChange={(e) => set((current) => ({ ...current, title: e.target.value }))}
              />
            </label>
            <output data-testid={`img-${i + 1}`}>{item.img}</output>
          </>
        );
      }}
    />
  );
}

const values = () =>
  screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);

describe("SectionOrderPicker", () => {
  it("keeps the choice in its slot and moves the displaced section to the end", () => {
    render(<PickerHarness />);
    fireEvent.change(screen.getByLabelText("Position 1"), { target: { value: "Blog" } });
    expect(screen.getByTestId("order").textContent).toBe("Blog,Products,Testimonials,Gallery");
    fireEvent.change(screen.getByLabelText("Position 4"), { target: { value: "Products" } });
    expect(screen.getByTestId("order").textContent).toBe("Blog,Testimonials,Gallery,Products");
    expect((screen.getByLabelText("Position 4") as HTMLSelectElement).value).toBe("Products");
  });
});

describe("ListEditor", () => {
  it("adds, edits, reorders and removes entries", () => {
    render(<ListHarness />);
    fireEvent.click(screen.getByRole("button", { name: "+ Add image" }));
    expect(values()).toEqual(["first", "second", ""]);
    fireEvent.change(screen.getByLabelText("Image 3 address"), { target: { value: "third" } });
    fireEvent.click(screen.getByRole("button", { name: "Move image 3 up" }));
    expect(values()).toEqual(["first", "third", "second"]);
    fireEvent.click(screen.getByRole("button", { name: "Move image 1 down" }));
    expect(values()).toEqual(["third", "first", "second"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove image 2" }));
    expect(values()).toEqual(["third", "second"]);
    expect(
      (screen.getByRole("button", { name: "Move image 1 up" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("applies a late update (a picture finished preparing) to the list as it is then", () => {
    render(<LateUpdateHarness />);
    // While product 1's picture is prepared, its title changes and product 2 gets a picture.
    fireEvent.change(screen.getByLabelText("Product 1 title"), { target: { value: "Rye" } });
    act(() => updatesAtStart[1]?.((current) => ({ ...current, img: "assets/baguette.jpg" })));
    act(() => updatesAtStart[0]?.((current) => ({ ...current, img: "assets/rye.jpg" })));
    expect((screen.getByLabelText("Product 1 title") as HTMLInputElement).value).toBe("Rye");
    expect(screen.getByTestId("img-1").textContent).toBe("assets/rye.jpg");
    expect(screen.getByTestId("img-2").textContent).toBe("assets/baguette.jpg");
  });

  it("has pure helpers that leave the input untouched", () => {
    const list = ["a", "b", "c"];
    expect(moveItem(list, 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(list, 0, -1)).toEqual(list);
    expect(replaceItem(list, 1, "x")).toEqual(["a", "x", "c"]);
    expect(removeItem(list, 0)).toEqual(["b", "c"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
});
