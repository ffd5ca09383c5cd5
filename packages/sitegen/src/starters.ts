import type { SiteConfigInput } from "./site-config";

export interface Starter {
  id: "bakery" | "studio" | "shop";
  label: string;
  config: SiteConfigInput;
}

/**
 * Content to begin from, for a few kinds of business. Text only: the user adds their own
 * photos, and a starter never makes the site load anything from elsewhere.
 */
export const STARTERS: Starter[] = [
  {
    id: "bakery",
    label: "Bakery or café",
    config: {
      template: "warm",
      enableDarkMode: false,
      color: "#B45309",
      websiteTitle: "Crumb & Co.",
      heroTitle: "Baked before sunrise, gone by noon",
      heroSubtitle:
        "Sourdough, croissants and celebration cakes from our little oven in Indiranagar.",
      aboutText:
        "Crumb & Co. began in 2018 with one oven, a jar of starter named Bruno and a queue of neighbours at 7 a.m.\n\nWe bake everything on site with stone-ground flour from Karnataka farms, cultured butter and no shortcuts. Our cakes are made to order, and our bread is baked twice a day.",
      faqText:
        "Do you take custom cake orders?\nYes. Order at least two days ahead on WhatsApp or by e-mail.\n\nIs anything eggless?\nAll our breads and half our cakes are eggless; ask us at the counter.\n\nDo you deliver?\nWithin 5 km of the shop, every day from 10 a.m. to 7 p.m.",
      contactEmail: "hello@crumbandco.in",
      phone: "+91 98450 12345",
      whatsapp: "+91 98450 12345",
      address: "12, 100 Feet Road, Indiranagar\nBengaluru 560038",
      openingHours: "Tue–Sun 7:00–20:00\nMonday closed",
      sectionOrder: ["Products", "Testimonials", "Gallery", "Blog"],
      products: [
        {
          title: "Country sourdough",
          desc: "48-hour ferment, crackling crust, open crumb. 800 g.",
          price: "320",
          order: "whatsapp",
        },
        {
          title: "Butter croissant",
          desc: "Laminated with cultured butter over three days.",
          price: "140",
          order: "whatsapp",
        },
        {
          title: "Chocolate truffle cake",
          desc: "Dark Belgian chocolate, 1 kg, eggless on request.",
          price: "1,450",
          order: "whatsapp",
        },
      ],
      testimonials: [
        {
          quote: "The sourdough is the best in Bengaluru, and the croissants are gone by nine.",
          name: "Ananya Rao",
          role: "Regular since 2019",
        },
        {
          quote: "They made our daughter's birthday cake in two days and it was perfect.",
          name: "Karthik Menon",
          role: "Custom cake order",
        },
      ],
      blogPosts: [
        {
          title: "Meet Bruno, our 7-year-old starter",
          summary: "How we feed, keep and travel with the yeast behind every loaf.",
        },
        {
          title: "Why our croissants take three days",
          summary: "Cold dough, cultured butter and patience: a look at lamination.",
        },
      ],
    },
  },
  {
    id: "studio",
    label: "Studio or service",
    config: {
      template: "minimal",
      enableDarkMode: false,
      color: "#2563EB",
      websiteTitle: "Lumen Studio",
      heroTitle: "Photography and design for small brands",
      heroSubtitle: "Product shoots, logos and websites, from a two-person studio in Pune.",
      aboutText:
        "We are Meera and Arjun. For eight years we have helped cafés, boutiques and makers look as good as they are.\n\nEvery project starts with a conversation, not a quote.",
      faqText:
        "How long does a shoot take?\nHalf a day for most product shoots; the photos arrive within a week.\n\nDo you travel?\nYes, anywhere in Maharashtra at no extra cost.",
      contactEmail: "studio@lumen.example",
      phone: "+91 99220 33445",
      products: [
        {
          title: "Product shoot",
          desc: "Up to 20 products, edited, web and print.",
          price: "18,000",
        },
        {
          title: "Logo and identity",
          desc: "Logo, colours, type and a one-page guide.",
          price: "25,000",
        },
        { title: "Small website", desc: "Up to six pages, built to load fast.", price: "40,000" },
      ],
      testimonials: [
        {
          quote: "Our online sales doubled after the new photos.",
          name: "Farah",
          role: "Farah's Kitchen",
        },
      ],
    },
  },
  {
    id: "shop",
    label: "Shop or boutique",
    config: {
      template: "bold",
      enableDarkMode: true,
      color: "#F59E0B",
      websiteTitle: "Thread & Loom",
      heroTitle: "Handwoven, from the loom to you",
      heroSubtitle:
        "Cotton and silk sarees, stoles and home linen, made by weavers we know by name.",
      aboutText:
        "Thread & Loom works with forty weaving families in Chanderi and Maheshwar. Fair prices, no middlemen.",
      contactEmail: "shop@threadandloom.example",
      whatsapp: "98765 43210",
      products: [
        {
          title: "Chanderi silk saree",
          desc: "Zari border, 6.2 m with blouse piece.",
          price: "6,800",
          order: "whatsapp",
        },
        {
          title: "Maheshwari cotton stole",
          desc: "Light, soft, in five colours.",
          price: "1,200",
          order: "whatsapp",
        },
      ],
    },
  },
];
