// A page staff have saved is never touched.
import type { Db } from "../index.js";
import type { PageKey } from "../types.js";

type PageText = { title: string; body: string };

export const pages: Record<PageKey, { en: PageText; ar: PageText }> = {
  "about-us": {
    en: {
      title: "About us",
      body: "<h2>A studio that builds digital products for the Arab world</h2><p>Bayan Digital brings designers, engineers and marketers together to plan, build and grow products in Arabic and English.</p><h2>Our story</h2><p>We started in 2014 as three friends building websites for local shops. Our clients kept asking for more — a store, then an app, then a team to run it — and we grew with them.</p><p>Today we are a team of more than forty people working with clinics, schools, retailers, banks and start-ups. We still work the way we began: closely, openly and with care for every detail.</p><p>We believe Arabic users deserve products designed for them from the start, not translated as an afterthought. That belief shapes every screen we draw and every line we write.</p><h2>What we stand for</h2><h3>Clarity</h3><p>Plain plans, honest estimates and a weekly report you can read in five minutes.</p><h3>Craft</h3><p>We sweat the details: accessibility, performance and right-to-left layouts that feel native.</p><h3>Ownership</h3><p>Your code, designs and data are yours. We document everything so you are never locked in.</p><h3>Partnership</h3><p>We measure our success by yours, long after the launch.</p>",
    },
    ar: {
      title: "من نحن",
      body: "<h2>استوديو يبني منتجات رقمية للعالم العربي</h2><p>تجمع بيان الرقمية المصممين والمهندسين والمسوقين لتخطيط المنتجات وبنائها وتنميتها بالعربية والإنجليزية.</p><h2>قصتنا</h2><p>بدأنا عام 2014 ثلاثة أصدقاء نبني مواقع للمتاجر المحلية. وظل عملاؤنا يطلبون المزيد — متجرًا إلكترونيًا، ثم تطبيقًا، ثم فريقًا يديره — فكبرنا معهم.</p><p>نحن اليوم فريق يضم أكثر من أربعين شخصًا يعملون مع العيادات والمدارس ومتاجر التجزئة والبنوك والشركات الناشئة. وما زلنا نعمل كما بدأنا: عن قرب، وبشفافية، وبعناية بكل تفصيل.</p><p>نؤمن بأن المستخدم العربي يستحق منتجات مصممة له منذ البداية، لا مترجمة في اللحظة الأخيرة. وهذا الإيمان يوجّه كل شاشة نرسمها وكل سطر نكتبه.</p><h2>ما نؤمن به</h2><h3>الوضوح</h3><p>خطط مفهومة وتقديرات صادقة وتقرير أسبوعي تقرؤه في خمس دقائق.</p><h3>الإتقان</h3><p>نهتم بالتفاصيل: سهولة الوصول والأداء وواجهات من اليمين إلى اليسار تبدو طبيعية.</p><h3>الملكية</h3><p>الشيفرة والتصاميم والبيانات ملك لك. نوثق كل شيء حتى لا تكون مقيدًا بنا أبدًا.</p><h3>الشراكة</h3><p>نقيس نجاحنا بنجاحك، حتى بعد الإطلاق بوقت طويل.</p>",
    },
  },
  privacy: {
    en: {
      title: "Privacy policy",
      body: "<p>This policy explains what personal data Bayan Digital collects when you use our website and services, why we collect it and the choices you have.</p><h2>Who we are</h2><p>Bayan Digital is a software and design services company. We are responsible for the personal data described in this policy. You can reach us at the email address and phone numbers shown at the bottom of every page.</p><h2>What we collect</h2><p>When you contact us, ask for a service or register, we collect the details you type: your name, email, phone number, country, city and your message or files. When you browse, our servers record technical data such as your IP address, browser type and the pages you request, to keep the site secure and working.</p><h2>Why we use it</h2><p>We use your data to answer your messages, prepare proposals, deliver the services you ask for, manage your account and protect the site against abuse. We do not sell your data and we do not use it for advertising profiles.</p><h2>Cookies</h2><p>We use only the cookies the site needs: one that remembers your language and one that keeps you logged in. We do not use advertising or third-party tracking cookies.</p><h2>Who we share it with</h2><p>Your data is shared only with providers that help us run the service, such as hosting and email, under contracts that require them to protect it, or when the law requires us to.</p><h2>How long we keep it</h2><p>Contact messages and service requests are kept for up to two years. Account data is kept while your account is active and deleted within thirty days after you ask us to close it, unless the law requires us to keep it longer.</p><h2>Your rights</h2><p>You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Send your request through the contact page; we answer within thirty days.</p>",
    },
    ar: {
      title: "سياسة الخصوصية",
      body: "<p>توضح هذه السياسة البيانات الشخصية التي تجمعها بيان الرقمية عند استخدامك موقعنا وخدماتنا، وسبب جمعها، والخيارات المتاحة لك.</p><h2>من نحن</h2><p>بيان الرقمية شركة تقدم خدمات البرمجة والتصميم، وهي المسؤولة عن البيانات الشخصية الموضحة في هذه السياسة. يمكنك التواصل معنا عبر البريد الإلكتروني وأرقام الهاتف المعروضة أسفل كل صفحة.</p><h2>البيانات التي نجمعها</h2><p>عندما تتواصل معنا أو تطلب خدمة أو تسجل حسابًا، نجمع البيانات التي تكتبها: اسمك وبريدك الإلكتروني ورقم هاتفك ودولتك ومدينتك ورسالتك أو ملفاتك. وعند تصفحك الموقع تسجل خوادمنا بيانات تقنية مثل عنوان IP ونوع المتصفح والصفحات التي تطلبها، للحفاظ على أمان الموقع وعمله.</p><h2>لماذا نستخدمها</h2><p>نستخدم بياناتك للرد على رسائلك وإعداد العروض وتقديم الخدمات التي تطلبها وإدارة حسابك وحماية الموقع من إساءة الاستخدام. لا نبيع بياناتك ولا نستخدمها لبناء ملفات إعلانية.</p><h2>ملفات تعريف الارتباط</h2><p>نستخدم فقط ملفات تعريف الارتباط التي يحتاجها الموقع: ملفًا يتذكر لغتك وآخر يبقيك مسجلًا للدخول. لا نستخدم ملفات إعلانية أو ملفات تتبع من أطراف أخرى.</p><h2>مع من نشاركها</h2><p>لا نشارك بياناتك إلا مع مزودي الخدمات الذين يساعدوننا في تشغيل الخدمة، مثل الاستضافة والبريد الإلكتروني، بموجب عقود تلزمهم بحمايتها، أو عندما يلزمنا القانون بذلك.</p><h2>مدة الاحتفاظ بها</h2><p>نحتفظ برسائل التواصل وطلبات الخدمة مدة أقصاها سنتان. ونحتفظ ببيانات الحساب ما دام حسابك نشطًا، ونحذفها خلال ثلاثين يومًا من طلبك إغلاقه، ما لم يلزمنا القانون بالاحتفاظ بها مدة أطول.</p><h2>حقوقك</h2><p>يحق لك طلب نسخة من بياناتك، أو تصحيحها أو حذفها، أو الاعتراض على طريقة استخدامها. أرسل طلبك عبر صفحة التواصل، وسنرد خلال ثلاثين يومًا.</p>",
    },
  },
  terms: {
    en: {
      title: "Terms of service",
      body: "<p>These terms apply to every project and service Bayan Digital provides. By asking for a service or signing a proposal you agree to them.</p><h2>Proposals and scope</h2><p>Every project starts with a written proposal describing the scope, timeline and price. Work outside that scope is estimated separately and starts only after you approve it in writing.</p><h2>Payments</h2><p>Unless the proposal says otherwise, projects are paid in three parts: 40% at the start, 40% at the delivery of the first complete version and 20% at launch. Invoices are due within fourteen days.</p><h2>Your responsibilities</h2><p>You provide the content, access and feedback the project needs on time. Delays in feedback may move the delivery dates by the same amount of time.</p><h2>Intellectual property</h2><p>Once the final invoice is paid, you own the source code, designs and content made for your project. We keep the right to reuse our general tools and libraries, and to mention the project in our portfolio unless you ask us not to.</p><h2>Warranty and support</h2><p>We fix defects reported within ninety days of launch at no cost. After that, support and maintenance are available under a separate monthly plan.</p><h2>Confidentiality</h2><p>Both sides keep confidential any business information they receive from the other, during the project and for three years after it ends.</p><h2>Liability</h2><p>Our total liability for a project is limited to the amount paid for it. We are not liable for indirect losses such as lost profits or data loss caused by systems we do not manage.</p><h2>Changes to these terms</h2><p>We may update these terms. The version in force when you sign a proposal applies to that project.</p>",
    },
    ar: {
      title: "شروط الخدمة",
      body: "<p>تسري هذه الشروط على كل مشروع وخدمة تقدمها بيان الرقمية. وبطلبك خدمة أو توقيعك عرضًا فإنك توافق عليها.</p><h2>العروض ونطاق العمل</h2><p>يبدأ كل مشروع بعرض مكتوب يوضح نطاق العمل والمدة والسعر. ويُقدَّر أي عمل خارج هذا النطاق بشكل منفصل، ولا يبدأ إلا بعد موافقتك الكتابية.</p><h2>المدفوعات</h2><p>ما لم ينص العرض على خلاف ذلك، تُدفع قيمة المشروع على ثلاث دفعات: 40% عند البدء، و40% عند تسليم أول نسخة مكتملة، و20% عند الإطلاق. وتستحق الفواتير خلال أربعة عشر يومًا.</p><h2>مسؤولياتك</h2><p>تلتزم بتقديم المحتوى والصلاحيات والملاحظات التي يحتاجها المشروع في وقتها. وقد يؤدي التأخر في الملاحظات إلى تأجيل مواعيد التسليم بالمدة نفسها.</p><h2>الملكية الفكرية</h2><p>بعد سداد الفاتورة الأخيرة تصبح مالكًا للشيفرة المصدرية والتصاميم والمحتوى المعدّ لمشروعك. ونحتفظ بحق إعادة استخدام أدواتنا ومكتباتنا العامة، وبذكر المشروع ضمن أعمالنا ما لم تطلب خلاف ذلك.</p><h2>الضمان والدعم</h2><p>نصلح دون مقابل أي عيوب يُبلَّغ عنها خلال تسعين يومًا من الإطلاق. وبعد ذلك يتوفر الدعم والصيانة ضمن خطة شهرية منفصلة.</p><h2>السرية</h2><p>يلتزم الطرفان بالحفاظ على سرية أي معلومات تجارية يتلقاها أحدهما من الآخر، طوال مدة المشروع ولمدة ثلاث سنوات بعد انتهائه.</p><h2>حدود المسؤولية</h2><p>تقتصر مسؤوليتنا الإجمالية عن أي مشروع على المبلغ المدفوع مقابله. ولا نتحمل المسؤولية عن الخسائر غير المباشرة مثل فوات الأرباح أو فقدان البيانات بسبب أنظمة لا نديرها.</p><h2>تعديل هذه الشروط</h2><p>قد نحدّث هذه الشروط، وتسري على كل مشروع النسخة المعمول بها عند توقيع عرضه.</p>",
    },
  },
  conditions: {
    en: {
      title: "User conditions",
      body: "<p>These conditions apply to everyone who uses this website, creates an account or sends a form through it.</p><h2>Using the website</h2><p>You may browse the website and share its pages freely. You may not copy its content for commercial use, try to break its security or load it with automated requests.</p><h2>Accounts</h2><p>The information you give when you register must be true and kept up to date. You are responsible for keeping your password secret and for everything done with your account.</p><h2>Forms and files</h2><p>Messages and files you send must be yours to share and must not contain malware, illegal content or other people's personal data without their consent.</p><h2>Acceptable behaviour</h2><p>Be respectful in every message. We may refuse requests or close accounts used for spam, fraud or harassment.</p><h2>Content accuracy</h2><p>We keep the information on this website accurate, but prices, offers and openings may change. The proposal you receive is what counts.</p><h2>Governing law</h2><p>These conditions are governed by the laws of the country where Bayan Digital is registered, and its courts settle any dispute that cannot be solved amicably.</p>",
    },
    ar: {
      title: "شروط الاستخدام",
      body: "<p>تسري هذه الشروط على كل من يستخدم هذا الموقع أو ينشئ حسابًا أو يرسل نموذجًا من خلاله.</p><h2>استخدام الموقع</h2><p>يمكنك تصفح الموقع ومشاركة صفحاته بحرية، ولا يجوز لك نسخ محتواه لأغراض تجارية أو محاولة اختراق أمانه أو إثقاله بطلبات آلية.</p><h2>الحسابات</h2><p>يجب أن تكون البيانات التي تقدمها عند التسجيل صحيحة ومحدّثة. وأنت مسؤول عن سرية كلمة مرورك وعن كل ما يتم عبر حسابك.</p><h2>النماذج والملفات</h2><p>يجب أن تكون الرسائل والملفات التي ترسلها مما يحق لك مشاركته، وألا تحتوي على برمجيات ضارة أو محتوى مخالف للقانون أو بيانات شخصية لآخرين دون موافقتهم.</p><h2>السلوك المقبول</h2><p>التزم بالاحترام في كل رسالة. ويحق لنا رفض الطلبات أو إغلاق الحسابات المستخدمة في الرسائل المزعجة أو الاحتيال أو الإساءة.</p><h2>دقة المحتوى</h2><p>نحرص على دقة المعلومات في هذا الموقع، إلا أن الأسعار والعروض والوظائف قد تتغير، والعرض الذي تتلقاه منا هو المرجع.</p><h2>القانون المطبق</h2><p>تخضع هذه الشروط لقوانين الدولة المسجلة فيها بيان الرقمية، وتختص محاكمها بالفصل في أي نزاع يتعذر حله وديًا.</p>",
    },
  },
};

export async function ensurePages(db: Db): Promise<number> {
  const rows = Object.entries(pages).map(([key, { en, ar }]) => ({
    key: key as PageKey,
    ar_title: ar.title,
    en_title: en.title,
    ar_body: ar.body,
    en_body: en.body,
  }));
  const written = await db
    .insertInto("pages")
    .values(rows)
    .onConflict((oc) => oc.column("key").doNothing())
    .returning("id")
    .execute();
  return written.length;
}
