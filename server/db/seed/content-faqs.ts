export const faqs: { en: string; ar: string; enAnswer: string; arAnswer: string }[] = [
  {
    en: "How long does a company website take?",
    ar: "كم يستغرق إنشاء موقع شركة؟",
    enAnswer:
      "<p>Most company websites are ready in three to five weeks, depending on content.</p>",
    arAnswer: "<p>تجهز معظم مواقع الشركات خلال ثلاثة إلى خمسة أسابيع بحسب المحتوى.</p>",
  },
  {
    en: "Do you build websites in Arabic and English?",
    ar: "هل تبنون مواقع بالعربية والإنجليزية؟",
    enAnswer: "<p>Yes. Every site we build supports both languages and right-to-left layout.</p>",
    arAnswer: "<p>نعم، كل موقع نبنيه يدعم اللغتين والاتجاه من اليمين إلى اليسار.</p>",
  },
  {
    en: "How quickly can a remote developer join my team?",
    ar: "متى يمكن أن ينضم مطور عن بُعد إلى فريقي؟",
    enAnswer:
      "<p>We match you with candidates within 48 hours and most hires start within 5 days.</p>",
    arAnswer: "<p>نرشح لك المرشحين خلال 48 ساعة ويبدأ معظمهم العمل خلال 5 أيام.</p>",
  },
  {
    en: "Who owns the source code?",
    ar: "لمن تعود ملكية الشيفرة المصدرية؟",
    enAnswer:
      "<p>You do. The code and designs are handed over to you when the project is paid.</p>",
    arAnswer: "<p>تعود إليك. نسلمك الشيفرة والتصاميم عند سداد قيمة المشروع.</p>",
  },
  {
    en: "Do you offer support after launch?",
    ar: "هل تقدمون الدعم بعد الإطلاق؟",
    enAnswer: "<p>Yes, support is available 24/7 with monthly maintenance plans.</p>",
    arAnswer: "<p>نعم، الدعم متاح على مدار الساعة طوال الأسبوع ضمن باقات صيانة شهرية.</p>",
  },
  {
    en: "How much does a mobile app cost?",
    ar: "كم تبلغ تكلفة تطبيق الجوال؟",
    enAnswer: "<p>It depends on the features. After a short call we send a fixed-price offer.</p>",
    arAnswer: "<p>تعتمد التكلفة على الميزات المطلوبة. بعد مكالمة قصيرة نرسل عرضًا بسعر ثابت.</p>",
  },
  {
    en: "Can you redesign my existing brand?",
    ar: "هل يمكنكم إعادة تصميم هويتي الحالية؟",
    enAnswer: "<p>Yes. We keep what your customers recognise and modernise the rest.</p>",
    arAnswer: "<p>نعم، نحافظ على ما يعرفه عملاؤك ونحدّث الباقي.</p>",
  },
  {
    en: "Which payment methods do you accept?",
    ar: "ما طرق الدفع التي تقبلونها؟",
    enAnswer: "<p>Bank transfer and major cards, in milestones agreed at the start.</p>",
    arAnswer:
      "<p>التحويل البنكي والبطاقات الرئيسية، على دفعات مرتبطة بمراحل يُتفق عليها في البداية.</p>",
  },
];

export const skills: [en: string, ar: string][] = [
  ["JavaScript", "جافاسكربت"],
  ["TypeScript", "تايبسكربت"],
  ["React", "رياكت"],
  ["Node.js", "نود جي إس"],
  ["Flutter", "فلاتر"],
  ["UI Design", "تصميم الواجهات"],
  ["Branding", "الهوية التجارية"],
  ["SEO", "تحسين محركات البحث"],
  ["Project Management", "إدارة المشاريع"],
  ["Cloud Infrastructure", "البنية السحابية"],
];

export const tags: { table: string; title: string; description: string }[] = [
  { table: "projects", title: "React", description: "Projects built with React" },
  { table: "projects", title: "Flutter", description: "Cross-platform mobile apps" },
  { table: "posts", title: "Hiring", description: "Open positions" },
  { table: "posts", title: "Offers", description: "Limited-time offers" },
];
